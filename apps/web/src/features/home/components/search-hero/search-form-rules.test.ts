import { describe, expect, it } from 'vitest';
import {
  cityChoices,
  defaultCity,
  departureTimeParam,
  exactCity,
  FALLBACK_CITIES,
  filterCities,
  missingCities,
  otherCityAfterChoice,
  returnDateAfter,
} from './search-form-rules';

const cities = ['Abidjan', 'Bouaké', 'Yamoussoukro', 'San-Pédro'];

describe('search form rules', () => {
  it('falls back to the SPEC §9 list when the cities fail or are empty', () => {
    expect(cityChoices(undefined)).toBe(FALLBACK_CITIES);
    expect(cityChoices([])).toBe(FALLBACK_CITIES);
    expect(cityChoices(['Man'])).toEqual(['Man']);
    expect(FALLBACK_CITIES).toHaveLength(10);
  });

  it('filters with a case-insensitive contains', () => {
    expect(filterCities(cities, 'OU')).toEqual(['Bouaké', 'Yamoussoukro']);
    expect(filterCities(cities, '  ')).toEqual(cities);
    expect(filterCities(cities, 'xyz')).toEqual([]);
  });

  it('selects a city typed exactly, whatever the case', () => {
    expect(exactCity(cities, 'bouaké ')).toBe('Bouaké');
    expect(exactCity(cities, 'Boua')).toBeUndefined();
    expect(exactCity(cities, '')).toBeUndefined();
  });

  it('defaults to Abidjan and Yamoussoukro only when present', () => {
    expect(defaultCity(cities, 'Abidjan')).toBe('Abidjan');
    expect(defaultCity(['Man'], 'Abidjan')).toBe('');
  });

  it('names the missing city', () => {
    expect(missingCities('', '')).toBe('both');
    expect(missingCities('', 'Man')).toBe('departure');
    expect(missingCities('Man', '')).toBe('arrival');
    expect(missingCities('Man', 'Divo')).toBeNull();
  });

  it('sends the default time as "all"', () => {
    expect(departureTimeParam('08:00')).toBe('all');
    expect(departureTimeParam('08:30')).toBe('08:30');
  });

  it('clears the other city when the same one is chosen', () => {
    expect(otherCityAfterChoice('Abidjan', 'abidjan')).toBe('');
    expect(otherCityAfterChoice('Abidjan', 'Man')).toBe('Man');
    expect(otherCityAfterChoice('', 'Man')).toBe('Man');
  });

  it('moves a return date that would be before the departure', () => {
    expect(returnDateAfter('2030-05-10', '2030-05-08')).toBe('2030-05-10');
    expect(returnDateAfter('2030-05-10', '2030-05-12')).toBe('2030-05-12');
    expect(returnDateAfter('2030-05-10', '')).toBe('');
  });
});
