import { describe, expect, it } from 'vitest';
import {
  EMPTY_TRIP_FILTERS,
  filterTrips,
  hasActiveFilters,
  hasAmenity,
  normaliseAmenity,
  priceBand,
  seatsLeftTone,
  timeOfDay,
} from './bands';
import { tripFiltersSchema } from './trip-filters-schema';

describe('priceBand', () => {
  it.each([
    [0, 'economy'],
    [15000, 'economy'],
    [15001, 'standard'],
    [30000, 'standard'],
    [30001, 'premium'],
  ] as const)('puts %i F CFA in %s', (price, band) => {
    expect(priceBand(price)).toBe(band);
  });
});

describe('timeOfDay', () => {
  it.each([
    ['00:00', 'night'],
    ['05:59', 'night'],
    ['06:00', 'morning'],
    ['11:59', 'morning'],
    ['12:00', 'afternoon'],
    ['17:59', 'afternoon'],
    ['18:00', 'evening'],
    ['23:59', 'evening'],
  ] as const)('puts %s in %s', (time, band) => {
    expect(timeOfDay(time)).toBe(band);
  });

  it('refuses what is not a time', () => {
    expect(() => timeOfDay('25:00')).toThrow(RangeError);
    expect(() => timeOfDay('8h')).toThrow(RangeError);
  });
});

describe('amenities', () => {
  it('treats ac and climatisation as one, in any case', () => {
    expect(normaliseAmenity('Climatisation')).toBe('ac');
    expect(normaliseAmenity(' AC ')).toBe('ac');
    expect(normaliseAmenity('Wi-Fi')).toBe('wifi');
    expect(normaliseAmenity('toilettes')).toBeUndefined();
    expect(hasAmenity(['wifi', 'climatisation'], 'ac')).toBe(true);
    expect(hasAmenity(['wifi'], 'power')).toBe(false);
  });
});

describe('filterTrips', () => {
  const trips = [
    { id: 'a', price: 8000, departureTime: '07:00', amenities: ['wifi', 'climatisation'] },
    { id: 'b', price: 15001, departureTime: '13:30', amenities: ['ac', 'power'] },
    { id: 'c', price: 32000, departureTime: '22:00', amenities: ['wifi', 'power', 'ac'] },
    { id: 'd', price: 12000, departureTime: '04:30', amenities: [] },
  ];
  const ids = (list: { id: string }[]) => list.map((t) => t.id);

  it('keeps everything without filters', () => {
    expect(ids(filterTrips(trips, {}))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(filterTrips(trips, EMPTY_TRIP_FILTERS))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('widens within a group', () => {
    expect(ids(filterTrips(trips, { priceBands: ['economy', 'premium'] }))).toEqual(['a', 'c', 'd']);
    expect(ids(filterTrips(trips, { timesOfDay: ['night', 'afternoon'] }))).toEqual(['b', 'd']);
  });

  it('requires every ticked amenity', () => {
    expect(ids(filterTrips(trips, { amenities: ['ac'] }))).toEqual(['a', 'b', 'c']);
    expect(ids(filterTrips(trips, { amenities: ['ac', 'wifi'] }))).toEqual(['a', 'c']);
  });

  it('combines groups', () => {
    expect(
      ids(filterTrips(trips, { priceBands: ['economy'], amenities: ['wifi'], timesOfDay: ['morning'] })),
    ).toEqual(['a']);
  });
});

describe('filter state', () => {
  it('knows when filters are active', () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ priceBands: [], amenities: ['wifi'] })).toBe(true);
  });

  it('parses filters and refuses unknown bands', () => {
    expect(tripFiltersSchema.parse({ amenities: ['ac'] })).toEqual({
      priceBands: [],
      timesOfDay: [],
      amenities: ['ac'],
    });
    expect(tripFiltersSchema.safeParse({ priceBands: ['cheap'] }).success).toBe(false);
  });
});

describe('seatsLeftTone', () => {
  it('follows SPEC §9 thresholds', () => {
    expect(seatsLeftTone(11)).toBe('green');
    expect(seatsLeftTone(10)).toBe('yellow');
    expect(seatsLeftTone(6)).toBe('yellow');
    expect(seatsLeftTone(5)).toBe('red');
    expect(seatsLeftTone(0)).toBe('red');
  });
});
