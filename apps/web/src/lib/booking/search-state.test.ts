import { DEFAULT_PASSENGERS } from '@gbaka/shared';
import { describe, expect, it } from 'vitest';
import {
  parseSearchQuery,
  parseSearchState,
  searchPath,
  searchQueryParams,
  searchSeats,
  searchToQuery,
  type SearchState,
} from './search-state';

const search: SearchState = {
  from: 'Abidjan',
  to: 'Bouaké',
  departureDate: '2030-01-10',
  returnDate: '2030-01-12',
  passengers: '2 Adults 1 Child',
  tripType: 'roundTrip',
  departureTime: 'all',
  companyName: 'all',
};

describe('parseSearchState', () => {
  it('reads a complete search', () => {
    expect(parseSearchState({ search })).toEqual(search);
  });

  it('is null without cities or date', () => {
    expect(parseSearchState(null)).toBeNull();
    expect(parseSearchState({})).toBeNull();
    expect(parseSearchState({ search: { ...search, from: ' ' } })).toBeNull();
    expect(parseSearchState({ search: { ...search, departureDate: '10/01/2030' } })).toBeNull();
  });

  it('is null when the search is not an object', () => {
    expect(parseSearchState({ search: 'Abidjan' })).toBeNull();
    expect(parseSearchState({ search: [search] })).toBeNull();
  });

  it('trims the cities and falls back to the defaults for unusable optional fields', () => {
    const parsed = parseSearchState({
      search: {
        from: ' Abidjan ',
        to: 'Bouaké ',
        departureDate: '2030-01-10',
        returnDate: 'soon',
        passengers: '12 Adults',
        tripType: 'there and back',
      },
    });
    expect(parsed).toEqual({
      from: 'Abidjan',
      to: 'Bouaké',
      departureDate: '2030-01-10',
      passengers: DEFAULT_PASSENGERS,
      tripType: 'oneWay',
      departureTime: 'all',
      companyName: 'all',
    });
  });

  it('reads a round trip without a usable return date as one way', () => {
    expect(parseSearchState({ search: { ...search, returnDate: undefined } })).toMatchObject({
      tripType: 'oneWay',
      returnDate: undefined,
    });
  });

  it('drops the return date of a one-way search', () => {
    expect(parseSearchState({ search: { ...search, tripType: 'oneWay' } })?.returnDate).toBeUndefined();
  });
});

describe('search parameters', () => {
  it('counts children as seats', () => {
    expect(searchSeats(search)).toBe(3);
  });

  it('sends passengers as a number and the return date for a round trip only', () => {
    expect(searchQueryParams(search)).toMatchObject({ passengers: 3, returnDate: '2030-01-12' });
    expect(searchQueryParams({ ...search, tripType: 'oneWay' }).returnDate).toBeUndefined();
  });
});

describe('the search in the address of /search', () => {
  const oneWay: SearchState = { ...search, tripType: 'oneWay', returnDate: undefined, passengers: '1 Adult' };

  it('writes the cities and the date, then only what differs from the defaults', () => {
    expect(searchToQuery(oneWay)).toBe('from=Abidjan&to=Bouak%C3%A9&departureDate=2030-01-10');
    expect(searchPath(search)).toBe(
      '/search?from=Abidjan&to=Bouak%C3%A9&departureDate=2030-01-10&returnDate=2030-01-12&passengers=2+Adults+1+Child',
    );
    expect(searchToQuery({ ...oneWay, departureTime: '14:00', companyName: 'UTB' })).toBe(
      'from=Abidjan&to=Bouak%C3%A9&departureDate=2030-01-10&departureTime=14%3A00&companyName=UTB',
    );
  });

  it('reads back what it wrote', () => {
    for (const each of [search, oneWay, { ...oneWay, departureTime: '14:00', companyName: 'UTB' }]) {
      expect(parseSearchQuery(searchToQuery(each))).toEqual(each);
    }
  });

  it('reads the home form submitted without its script: every field, its default time meaning any time', () => {
    const query =
      'tripType=oneWay&from=Abidjan&to=Bouak%C3%A9&departureDate=2030-01-10&departureTime=08%3A00&companyName=all&passengers=1+Adult';
    expect(parseSearchQuery(query)).toEqual(oneWay);
    expect(parseSearchQuery(`${query.replace('oneWay', 'roundTrip')}&returnDate=2030-01-12`)).toMatchObject({
      tripType: 'roundTrip',
      returnDate: '2030-01-12',
    });
  });

  it('reads a hand-written link: a return date makes a round trip, a count of passengers is that many adults', () => {
    expect(
      parseSearchQuery('?from=Abidjan&to=Bouaké&departureDate=2030-01-10&returnDate=2030-01-12&passengers=3'),
    ).toEqual({ ...search, passengers: '3 Adults' });
  });

  it('is null without cities or date, and drops what it cannot use', () => {
    expect(parseSearchQuery('')).toBeNull();
    expect(parseSearchQuery('from=Abidjan&to=Bouaké')).toBeNull();
    expect(parseSearchQuery('from=Abidjan&departureDate=2030-01-10')).toBeNull();
    expect(
      parseSearchQuery('from=Abidjan&to=Bouaké&departureDate=2030-01-10&passengers=12&departureTime=soon'),
    ).toEqual(oneWay);
  });
});
