import { routesFilter, TIME_FILTER_TOLERANCE_MINUTES } from '@gbaka/shared';
import { describe, expect, it } from 'vitest';
import { apiQuery, EMPTY_FILTERS, hasFilters, searchFromView, viewFromSearch } from './route-filters';

describe('routes filters and the query string', () => {
  it('reads the home page destinations link (SPEC §2)', () => {
    const view = viewFromSearch(
      new URLSearchParams('from=Abidjan&to=Bouak%C3%A9&departureDate=2025-06-01&passengers=1+Adult'),
    );
    expect(view).toEqual({
      filters: {
        origin: 'Abidjan',
        destination: 'Bouaké',
        date: '2025-06-01',
        departureTime: '',
        company: '',
      },
      page: 1,
      showAll: false,
      passengers: '1 Adult',
    });
  });

  it('treats "all", empty and malformed values as no filter', () => {
    const view = viewFromSearch(
      new URLSearchParams('from=all&to=&departureDate=demain&departureTime=25:00&company=ALL&page=-2'),
    );
    expect(view.filters).toEqual(EMPTY_FILTERS);
    expect(hasFilters(view.filters)).toBe(false);
    expect(view.page).toBe(1);
  });

  it('writes back only what differs from the defaults, and reads it again the same', () => {
    const view = {
      filters: { ...EMPTY_FILTERS, origin: 'Man', departureTime: '08:00', company: 'Comoé Tours' },
      page: 3,
      showAll: true,
      passengers: '1 Adult',
    };
    const params = searchFromView(view);
    expect(params.toString()).toBe('from=Man&departureTime=08%3A00&company=Como%C3%A9+Tours&all=1&page=3');
    expect(viewFromSearch(params)).toEqual(view);
  });

  it('asks the API for 10 a page, future trips unless all are shown', () => {
    const filters = { ...EMPTY_FILTERS, destination: 'Korhogo', date: '2025-06-02' };
    expect(apiQuery({ filters, page: 2, showAll: false })).toEqual({
      page: 2,
      limit: 10,
      from: undefined,
      to: 'Korhogo',
      date: '2025-06-02',
      departureTime: undefined,
      company: undefined,
      includePast: undefined,
    });
    expect(apiQuery({ filters, page: 1, showAll: true }).includePast).toBe('true');
  });

  it('matches the filter rule the server applies (time within 60 minutes, names in any case)', () => {
    const trip = (departureTime: string) => ({
      from: { _id: 'a', name: 'Abidjan' },
      to: { _id: 'b', name: 'Bouaké' },
      departureDate: '2025-06-01',
      departureTime,
      companyName: { _id: 'c', name: 'Comoé Tours' },
    });
    const trips = [trip('06:59'), trip('07:00'), trip('09:00'), trip('09:01')];
    const view = viewFromSearch(new URLSearchParams('from=ABIDJAN&departureTime=08:00&company=comoé tours'));
    const { departureTime, origin, company } = view.filters;
    expect(TIME_FILTER_TOLERANCE_MINUTES).toBe(60);
    expect(routesFilter(trips, { departureTime, origin, company }).map((t) => t.departureTime)).toEqual([
      '07:00',
      '09:00',
    ]);
  });
});
