import { DEFAULT_PASSENGERS } from '@gbaka/shared';
import { describe, expect, it } from 'vitest';
import { parseSearchState, searchQueryParams, searchSeats, type SearchState } from './search-state';

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
