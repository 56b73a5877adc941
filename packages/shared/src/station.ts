import { z } from 'zod';
import { AMENITY_LABELS, normaliseAmenity } from './bands';
import { cityRefSchema, companyRefSchema } from './catalogue';
import { isoDateSchema, timeSchema } from './common';
import type { MessageKey } from './messages/fr';

/**
 * A bus station as the stations pages show it (SPEC §3 Station): one per company, with the cities it serves
 * and the price range of its trips. Services and amenities are catalogue keys or, for amenities the catalogue
 * does not know, the operator's own text: `translate` shows both.
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

export const priceRangeSchema = z.object({
  min: z.number().int(),
  max: z.number().int(),
  average: z.number().int(),
});
export type PriceRange = z.infer<typeof priceRangeSchema>;

export const stationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  companyName: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  routeCount: z.number().int().min(0),
  servedCities: z.array(z.string()),
  services: z.array(z.string()),
  amenities: z.array(z.string()),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /** Null when the station has no trips to price. */
  priceRange: priceRangeSchema.nullable(),
});
export type Station = z.infer<typeof stationSchema>;

/** How many of a line's next departures the detail page receives. */
export const STATION_NEXT_DEPARTURES = 3;
/** Route cards show up to 3 amenities (SPEC §2 Stations). */
export const STATION_ROUTE_AMENITIES = 3;

/**
 * One line of the station's company (a city pair it serves), described by its next departure: `_id` is that
 * trip, the one to book. No seat count: the station pages are cached for five minutes, a seat count is not.
 */
export const stationRouteSchema = z.object({
  _id: z.string(),
  from: cityRefSchema,
  to: cityRefSchema,
  departureDate: isoDateSchema,
  departureTime: timeSchema,
  arrivalTime: timeSchema,
  duration: z.string(),
  durationMinutes: z.number().int().min(0),
  /** The next departure's price; `priceFrom` is the cheapest upcoming one on the line. */
  price: z.number().int().min(0),
  priceFrom: z.number().int().min(0),
  companyName: companyRefSchema,
  stops: z.array(z.string()),
  amenities: z.array(z.string()),
  /** Upcoming departures on the line, and the first few of them (the first is this route's own trip). */
  departureCount: z.number().int().min(1),
  nextDepartures: z.array(
    z.object({
      _id: z.string(),
      departureDate: isoDateSchema,
      departureTime: timeSchema,
      price: z.number().int(),
    }),
  ),
});
export type StationRoute = z.infer<typeof stationRouteSchema>;

/** GET /travel/stations/{id}: the station and its lines, soonest departure first. */
export const stationDetailSchema = stationSchema.extend({ routes: z.array(stationRouteSchema) });
export type StationDetail = z.infer<typeof stationDetailSchema>;

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
export function priceRange(prices: readonly number[]): PriceRange | null {
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
