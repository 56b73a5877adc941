import { AMENITY_LABELS, normaliseAmenity } from './bands';
import type { MessageKey } from './messages/fr';

/*
 * The stations' rules and constants, apart from the schemas of `station.ts`: the station pages use these without
 * any schema, and a module that imports zod makes every page importing it download zod.
 */

export const DEFAULT_STATION_SERVICES = [
  'servicePassengerTransport',
  'serviceLuggageIncluded',
  'serviceCustomerService',
  'serviceTravellerAssistance',
] as const satisfies readonly MessageKey[];

export const DEFAULT_STATION_AMENITIES = [
  'amenityComfortableSeats',
  'amenityAirConditioning',
  'amenityLedLighting',
  'amenityLuggageSpace',
] as const satisfies readonly MessageKey[];

/** The detail page shows a fixed, decorative rating (SPEC §2 Stations). */
export const STATION_RATING = 4.8;
/** Cards show up to 4 served cities, then "+N", and up to 2 services (SPEC §2). */
export const STATION_CARD_CITIES = 4;
export const STATION_CARD_SERVICES = 2;

/** How many of a line's next departures the detail page receives. */
export const STATION_NEXT_DEPARTURES = 3;
/** Route cards show up to 3 amenities (SPEC §2 Stations). */
export const STATION_ROUTE_AMENITIES = 3;

/** A company's main station is named after it; a proper noun, so it is not translated. */
export function stationName(companyName: string): string {
  return /^gare\b/i.test(companyName.trim()) ? companyName.trim() : `Gare ${companyName.trim()}`;
}

/**
 * A station's amenities from its buses' ones: the amenities the search filters know become their catalogue
 * keys (so "ac" and "climatisation" show once, translated), others stay as typed; none gives the defaults.
 */
export function stationAmenities(busAmenities: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const amenity of busAmenities) {
    const known = normaliseAmenity(amenity);
    const value = known ? AMENITY_LABELS[known] : amenity.trim();
    if (value) seen.add(value);
  }
  return withDefaults([...seen], DEFAULT_STATION_AMENITIES);
}

/** min, max and rounded average of trip prices; null for no trips. */
export function priceRange(prices: readonly number[]): { min: number; max: number; average: number } | null {
  if (prices.length === 0) return null;
  const sum = prices.reduce((a, b) => a + b, 0);
  return { min: Math.min(...prices), max: Math.max(...prices), average: Math.round(sum / prices.length) };
}

/** A station's own list, or the spec's defaults when it has none. */
export function withDefaults(
  values: readonly string[] | null | undefined,
  defaults: readonly string[],
): string[] {
  return values && values.length > 0 ? [...values] : [...defaults];
}
