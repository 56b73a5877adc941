import { z } from 'zod';
import { isValidIsoDate } from './age';
import { isoDateSchema, timeSchema } from './common';
import { tripListSchema } from './catalogue';
import { err } from './error-key';
import type { MessageKey } from './messages/fr';
import { MAX_SEATS_PER_BOOKING } from './money';
import { seatsForPassengers } from './passengers';
import { idOrNameSchema } from './ref-schema';
import { todayIso } from './schedule';
import { TRIP_TYPES } from './trip-type';

export {
  DEFAULT_PASSENGERS,
  PASSENGER_OPTIONS,
  seatsForPassengers,
  type PassengerOption,
} from './passengers';

const dateField = (requiredKey: MessageKey) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, err(requiredKey))
    .regex(/^\d{4}-\d{2}-\d{2}$/, err('invalidDate'))
    .refine(isValidIsoDate, err('invalidDate'));

/** "all", missing or empty mean no filter; the value is then "all", as the spec's search state keeps it. */
const allOr = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? 'all' : v),
    z.union([z.literal('all'), schema]),
  );

/**
 * GET /travel/routes/search (SPEC §3, §7). `from` and `to` are a city id or name; `passengers` is a count or a
 * passengers option, coerced to the seat count (1 to 5). The departure date may not be before today in
 * Abidjan: the check reads the clock, so a test pins it with fake timers.
 */
export const searchQuerySchema = z
  .object({
    from: idOrNameSchema('fromRequired'),
    to: idOrNameSchema('toRequired'),
    departureDate: dateField('departureDateRequired'),
    returnDate: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      dateField('returnDateRequired').optional(),
    ),
    passengers: z.preprocess(
      // Absent means one seat; an unreadable value becomes NaN so that it fails instead of defaulting.
      (v) =>
        v === undefined || v === '' ? undefined : typeof v === 'string' ? (seatsForPassengers(v) ?? NaN) : v,
      z
        .number(err('passengersInvalid'))
        .int(err('passengersInvalid'))
        .min(1, err('passengersInvalid'))
        .max(MAX_SEATS_PER_BOOKING, err('passengersInvalid'))
        .default(1),
    ),
    tripType: z.enum(TRIP_TYPES, err('invalidValue')).optional(),
    departureTime: allOr(timeSchema),
    companyName: allOr(z.string().trim().max(120, err('tooLong'))),
  })
  .transform((q) => ({ ...q, tripType: q.tripType ?? (q.returnDate ? 'roundTrip' : 'oneWay') }))
  .refine((q) => q.from.toLowerCase() !== q.to.toLowerCase(), { ...err('sameCities'), path: ['to'] })
  .refine((q) => q.departureDate >= todayIso(), { ...err('departureDatePast'), path: ['departureDate'] })
  .refine((q) => q.tripType === 'oneWay' || q.returnDate !== undefined, {
    ...err('returnDateRequired'),
    path: ['returnDate'],
  })
  .refine((q) => !q.returnDate || q.returnDate >= q.departureDate, {
    ...err('returnBeforeDeparture'),
    path: ['returnDate'],
  });
export type SearchQueryInput = z.input<typeof searchQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** `return` is empty for a one-way search. */
export const searchResultSchema = z.object({ outbound: tripListSchema, return: tripListSchema });
export type SearchResult = z.infer<typeof searchResultSchema>;

export const SEAT_STATUSES = ['available', 'reserved'] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];

/** GET /travel/buses/{id}/layout?routeId&departureDate. */
export const seatLayoutQuerySchema = z.object({
  routeId: z.uuid(err('invalidId')),
  departureDate: isoDateSchema.optional(),
});

/**
 * Seats 1 to the bus's capacity; `reserved` covers seats held, sold or not put on sale for this trip, so the
 * count of `available` ones is the trip's `availableSeats`.
 */
export const seatLayoutSchema = z.object({
  routeId: z.string(),
  seats: z.array(z.object({ number: z.number().int().min(1), status: z.enum(SEAT_STATUSES) })),
  totalSeats: z.number().int().min(1),
  availableSeats: z.number().int().min(0),
  layout: z.string(),
  busName: z.string(),
});
export type SeatLayout = z.infer<typeof seatLayoutSchema>;

/** Days before and after the searched one that the results page's strip shows. */
export const SEARCH_DAYS_AROUND = 3;
/** How far after the searched day "next departure" looks. */
export const NEXT_DEPARTURE_HORIZON_DAYS = 60;

/**
 * GET /travel/routes/days: the lowest fare of each day around `date` for the search's line, seats, company and time
 * of day, and the first day after `date` with such a departure (SPEC §2 /search, issue 16).
 */
export const searchDaysQuerySchema = z
  .object({
    from: idOrNameSchema('fromRequired'),
    to: idOrNameSchema('toRequired'),
    date: dateField('departureDateRequired'),
    passengers: z.coerce
      .number(err('passengersInvalid'))
      .int(err('passengersInvalid'))
      .min(1, err('passengersInvalid'))
      .max(MAX_SEATS_PER_BOOKING, err('passengersInvalid'))
      .default(1),
    companyName: allOr(z.string().trim().max(120, err('tooLong'))),
    /** As the search's: only departures at or after this time of each day count. */
    departureTime: allOr(timeSchema),
  })
  .refine((q) => q.from.toLowerCase() !== q.to.toLowerCase(), { ...err('sameCities'), path: ['to'] })
  .refine((q) => q.date >= todayIso(), { ...err('departureDatePast'), path: ['date'] });
export type SearchDaysQuery = z.output<typeof searchDaysQuerySchema>;

/** A day of the strip; `lowestPrice` (F CFA per seat, before the service fee) is null when nothing leaves. */
export const searchDaySchema = z.object({ date: isoDateSchema, lowestPrice: z.number().int().nullable() });
export const searchDaysSchema = z.object({
  days: z.array(searchDaySchema),
  /** The first day after `date` with a departure, within NEXT_DEPARTURE_HORIZON_DAYS; null when none. */
  nextDeparture: isoDateSchema.nullable(),
});
export type SearchDays = z.infer<typeof searchDaysSchema>;
