import { describe, expect, it } from 'vitest';
import type { SearchState } from '@/lib/booking/search-state';
import {
  parseCheckoutState,
  parseSearchPageLocation,
  parseSearchPageState,
  parseSeatPageState,
} from './flow-state';

const oneWay: SearchState = {
  from: 'Abidjan',
  to: 'Bouaké',
  departureDate: '2030-01-10',
  passengers: '2 Adults',
  tripType: 'oneWay',
  departureTime: 'all',
  companyName: 'all',
};
const roundTrip: SearchState = { ...oneWay, tripType: 'roundTrip', returnDate: '2030-01-12' };
const outbound = { routeId: 'trip-1', seats: [3, 4] };

describe('parseSeatPageState', () => {
  it('needs a search', () => {
    expect(parseSeatPageState(null)).toBeNull();
    expect(parseSeatPageState({ selectedRouteId: 'x' })).toBeNull();
  });

  it('keeps an empty route id for the page to report', () => {
    expect(parseSeatPageState({ search: oneWay })?.selectedRouteId).toBe('');
  });

  it('reads a return leg only with its outbound seats on a round trip', () => {
    const state = { search: roundTrip, selectedRouteId: 'trip-2', isReturnRoute: true, outbound };
    expect(parseSeatPageState(state)).toMatchObject({ isReturnRoute: true, outbound });
    expect(parseSeatPageState({ ...state, outbound: undefined })?.isReturnRoute).toBe(false);
    expect(parseSeatPageState({ ...state, search: oneWay })?.isReturnRoute).toBe(false);
  });

  it('keeps valid preselected seats only', () => {
    expect(parseSeatPageState({ search: oneWay, preselected: [2, 5] })?.preselected).toEqual([2, 5]);
    expect(parseSeatPageState({ search: oneWay, preselected: [2, 'x'] })?.preselected).toBeUndefined();
  });
});

describe('parseSearchPageState', () => {
  it('keeps the outbound choice of a round trip only', () => {
    expect(parseSearchPageState({ search: roundTrip, outbound })).toEqual({ search: roundTrip, outbound });
    expect(parseSearchPageState({ search: oneWay, outbound })).toEqual({ search: oneWay });
  });

  it('reads a round trip without return date as one way', () => {
    const parsed = parseSearchPageState({ search: { ...roundTrip, returnDate: undefined } });
    expect(parsed?.search.tripType).toBe('oneWay');
  });

  it('falls back on defaults for unreadable optional fields', () => {
    const parsed = parseSearchPageState({ search: { ...oneWay, passengers: 'many', departureTime: 7 } });
    expect(parsed?.search).toMatchObject({ passengers: '1 Adult', departureTime: 'all' });
  });
});

describe('parseSearchPageLocation', () => {
  const address = '?from=Abidjan&to=Bouak%C3%A9&departureDate=2030-01-10&passengers=2+Adults';

  it('reads the address when there is no router state (a link, a bookmark, a reload of a shared page)', () => {
    expect(parseSearchPageLocation({ state: null, search: address })).toEqual({ search: oneWay });
  });

  it('prefers the router state, which also carries the outbound seats of a round trip', () => {
    expect(parseSearchPageLocation({ state: { search: roundTrip, outbound }, search: address })).toEqual({
      search: roundTrip,
      outbound,
    });
  });

  it('is null with neither', () => {
    expect(parseSearchPageLocation({ state: null, search: '' })).toBeNull();
  });
});

describe('parseCheckoutState', () => {
  it('accepts a complete one-way booking', () => {
    expect(parseCheckoutState({ search: oneWay, outbound, totalPrice: 21300 })).toEqual({
      search: oneWay,
      outbound,
      totalPrice: 21300,
    });
  });

  it('refuses missing seats, trip or total', () => {
    expect(
      parseCheckoutState({ search: oneWay, outbound: { ...outbound, seats: [] }, totalPrice: 1 }),
    ).toBeNull();
    expect(parseCheckoutState({ search: oneWay, totalPrice: 1 })).toBeNull();
    expect(parseCheckoutState({ search: oneWay, outbound })).toBeNull();
  });

  it('needs a return leg with as many seats on a round trip', () => {
    const base = { search: roundTrip, outbound, totalPrice: 40000 };
    expect(parseCheckoutState(base)).toBeNull();
    expect(parseCheckoutState({ ...base, return: { routeId: 'trip-2', seats: [1] } })).toBeNull();
    expect(parseCheckoutState({ ...base, return: { routeId: 'trip-2', seats: [1, 2] } })?.return).toEqual({
      routeId: 'trip-2',
      seats: [1, 2],
    });
  });
});
