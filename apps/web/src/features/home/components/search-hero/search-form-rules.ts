import { DEFAULT_SEARCH_TIME, sameName } from '@gbaka/shared';

/** SPEC §9: shown when the city lists fail to load or come back empty. */
export const FALLBACK_CITIES = [
  'Abidjan',
  'Yamoussoukro',
  'Bouaké',
  'San-Pédro',
  'Daloa',
  'Korhogo',
  'Man',
  'Gagnoa',
  'Divo',
  'Anyama',
] as const;

export const DEFAULT_FROM = 'Abidjan';
export const DEFAULT_TO = 'Yamoussoukro';

/** The list to offer: the loaded one, or the fallback when it failed or is empty. */
export function cityChoices(loaded: readonly string[] | undefined): readonly string[] {
  return loaded && loaded.length > 0 ? loaded : FALLBACK_CITIES;
}

/** Case-insensitive "contains" (SPEC §2 Home); an empty text lists every city. */
export function filterCities(cities: readonly string[], text: string): string[] {
  const needle = text.trim().toLowerCase();
  return needle ? cities.filter((city) => city.toLowerCase().includes(needle)) : [...cities];
}

/** The city a typed text names exactly (case-insensitive), spelled as in the list. */
export function exactCity(cities: readonly string[], text: string): string | undefined {
  return text.trim() ? cities.find((city) => sameName(city, text)) : undefined;
}

/** The default city when the list has it (SPEC §2: Abidjan and Yamoussoukro "when present"). */
export function defaultCity(cities: readonly string[], wanted: string): string {
  return exactCity(cities, wanted) ?? '';
}

export type MissingCities = 'both' | 'departure' | 'arrival' | null;

/** Which hint to show under the search button (SPEC §5 Search). */
export function missingCities(from: string, to: string): MissingCities {
  if (!from && !to) return 'both';
  if (!from) return 'departure';
  if (!to) return 'arrival';
  return null;
}

/** The form's default time means "any time" on the wire (SPEC §3 Search parameters). */
export function departureTimeParam(time: string): string {
  return time === DEFAULT_SEARCH_TIME ? 'all' : time;
}

/**
 * The other city once one is chosen: choosing the city already on the other side clears that side (SPEC §5), so
 * a search never goes from a city to itself.
 */
export function otherCityAfterChoice(chosen: string, other: string): string {
  return chosen && other && sameName(chosen, other) ? '' : other;
}

/** The return date to keep when the departure moves: a return before the departure follows it. */
export function returnDateAfter(departureDate: string, returnDate: string): string {
  return returnDate && returnDate < departureDate ? departureDate : returnDate;
}
