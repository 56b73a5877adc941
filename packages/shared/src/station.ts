import { z } from 'zod';
import { tripListSchema } from './catalogue';
import type { MessageKey } from './messages/fr';

/**
 * A bus station as the stations pages show it (SPEC §3 Station): one per company, with the cities it serves
 * and the price range of its trips. Services and amenities are catalogue keys when they are the defaults.
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

/** GET /travel/stations/{id}: the station and its trips. */
export const stationDetailSchema = stationSchema.extend({ routes: tripListSchema });
export type StationDetail = z.infer<typeof stationDetailSchema>;

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
