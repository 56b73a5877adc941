import { z } from 'zod';
import { isValidIsoDate } from './age';
import { isoDateSchema, paginationQuerySchema, timeSchema } from './common';
import { tripSchema } from './catalogue';
import { PAGE_SIZES } from './page-sizes';
import { err } from './error-key';
import { numberField } from './form-fields';
import type { MessageKey } from './messages/fr';
import { idOrNameSchema } from './ref-schema';
import { arrivalTime, durationText, parseDurationText } from './schedule';
import { listFieldSchema } from './text-list';

/** Required fields of the admin route form, in the form's order (SPEC §5 Admin route form). */
export const ADMIN_TRIP_REQUIRED_FIELDS = [
  'from',
  'to',
  'departureDate',
  'departureTime',
  'arrivalTime',
  'duration',
  'price',
  'availableSeats',
  'companyName',
  'bus',
] as const;

/**
 * The names of `fields` left empty in `values`, for the form's single "missing fields: …" message
 * (`translate(lang, 'missingFields', { fields: missing.join(', ') })`).
 */
export function missingFields<F extends string>(values: Record<string, unknown>, fields: readonly F[]): F[] {
  return fields.filter((field) => {
    const value = values[field];
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  });
}

const requiredTime = (key: MessageKey) => z.string(err(key)).trim().min(1, err(key)).pipe(timeSchema);

/** Accepts "4h30min", "4h30", "270" or 270; stores the normalised text ("4h30min"). */
const durationField = z
  .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string(err('durationRequired')))
  .pipe(
    z
      .string()
      .trim()
      .min(1, err('durationRequired'))
      .refine((v) => (parseDurationText(v) ?? 0) > 0, err('durationInvalid')),
  )
  .transform((v) => durationText(parseDurationText(v)!));

/**
 * POST/PUT /admin/routes. `from`, `to`, `companyName` and `bus` are ids or exact names. The output adds
 * `durationMinutes`, the number the API stores and computes arrivals from.
 */
export const adminTripSchema = z
  .object({
    from: idOrNameSchema('fromRequired'),
    to: idOrNameSchema('toRequired'),
    departureDate: z
      .string(err('departureDateRequired'))
      .trim()
      .min(1, err('departureDateRequired'))
      .regex(/^\d{4}-\d{2}-\d{2}$/, err('invalidDate'))
      .refine(isValidIsoDate, err('invalidDate')),
    departureTime: requiredTime('departureTimeRequired'),
    arrivalTime: requiredTime('arrivalTimeRequired'),
    duration: durationField,
    price: numberField('priceInvalid', { min: 0, max: 10_000_000 }),
    availableSeats: numberField('availableSeatsInvalid', { min: 0, max: 1000 }),
    companyName: idOrNameSchema('companyRequired'),
    bus: idOrNameSchema('busRequired'),
    stops: listFieldSchema,
    amenities: listFieldSchema,
    features: listFieldSchema,
    popular: z.boolean(err('invalidValue')).default(false),
  })
  .refine((t) => t.from.toLowerCase() !== t.to.toLowerCase(), { ...err('sameCities'), path: ['to'] })
  // Both are typed in the form; the API stores the duration and tracking reads it, so they must agree.
  // Zod runs this even when a field failed its format above: only a readable time and duration compare.
  .refine(
    (t) => {
      const minutes = parseDurationText(t.duration);
      if (!timeSchema.safeParse(t.departureTime).success || minutes === undefined) return true;
      return arrivalTime(t.departureTime, minutes) === t.arrivalTime;
    },
    { ...err('arrivalMismatch'), path: ['arrivalTime'] },
  )
  .transform((t) => ({ ...t, durationMinutes: parseDurationText(t.duration)! }));
export type AdminTripInput = z.input<typeof adminTripSchema>;
export type AdminTrip = z.output<typeof adminTripSchema>;

/** Bulk delete needs at least one selected route (SPEC §8 Admin). */
export const bulkDeleteSchema = z.object({
  ids: z
    .array(z.uuid(err('invalidId')), err('invalidValue'))
    .min(1, err('invalidValue'))
    .max(200, err('valueTooLarge')),
});

/** What the bulk delete did: routes with bookings are refused one by one, the others deleted. */
export const bulkDeleteResultSchema = z.object({
  deleted: z.array(z.string()),
  refused: z.array(z.object({ _id: z.string(), bookings: z.number().int() })),
  /** Ids that matched no route (already deleted by someone else, say). */
  notFound: z.array(z.string()),
});
export type BulkDeleteResult = z.infer<typeof bulkDeleteResultSchema>;

export const ADMIN_TRIP_PERIODS = ['upcoming', 'past', 'all'] as const;

/**
 * GET /admin/routes: 20 a page (SPEC §9). `search` matches a city, company or bus name or the bus id;
 * `from`, `to` and `company` take an id or an exact name. With period "all", upcoming trips come first,
 * soonest first, then past ones, latest first.
 */
export const adminTripsQuerySchema = paginationQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.adminRoutes),
  from: z.string().trim().min(1).max(120).optional(),
  to: z.string().trim().min(1).max(120).optional(),
  company: z.string().trim().min(1).max(120).optional(),
  date: isoDateSchema.optional(),
  period: z.enum(ADMIN_TRIP_PERIODS, err('invalidValue')).default('all'),
});
export type AdminTripsQuery = z.output<typeof adminTripsQuerySchema>;

/** A trip in the back office: the public shape plus what an operator manages. */
export const adminTripViewSchema = tripSchema.extend({
  /** Seats put on sale; `availableSeats` is this minus `bookedSeats`. */
  seatsOnSale: z.number().int(),
  /** Seats held (pending payment) or sold. */
  bookedSeats: z.number().int(),
  /** The regular line that generated it, or null for a trip entered by hand. */
  timetableId: z.string().nullable(),
  departsAt: z.string(),
  isPast: z.boolean(),
});
export type AdminTripView = z.infer<typeof adminTripViewSchema>;
