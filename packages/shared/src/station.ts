import { z } from 'zod';
import { cityRefSchema, companyRefSchema } from './catalogue';
import { isoDateSchema, timeSchema } from './common';

/**
 * A bus station as the stations pages show it (SPEC §3 Station): one per company, with the cities it serves
 * and the price range of its trips. Services and amenities are catalogue keys or, for amenities the catalogue
 * does not know, the operator's own text: `translate` shows both.
 */
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

export {
  DEFAULT_STATION_AMENITIES,
  DEFAULT_STATION_SERVICES,
  priceRange,
  STATION_CARD_CITIES,
  STATION_CARD_SERVICES,
  STATION_NEXT_DEPARTURES,
  STATION_RATING,
  STATION_ROUTE_AMENITIES,
  stationAmenities,
  stationName,
  withDefaults,
} from './station-rules';
