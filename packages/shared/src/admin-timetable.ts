import { z } from 'zod';
import { idSchema, namedRefSchema, timeSchema } from './common';
import { err } from './error-key';
import { numberField } from './form-fields';
import type { MessageKey } from './messages/fr';
import { arrivalTime, timeToMinutes } from './schedule';
import { listFieldSchema } from './text-list';

/**
 * A company's regular line (beyond the spec): the back office describes it once and the API turns it into
 * dated trips for a rolling window. Days are ISO (1 = Monday … 7 = Sunday), the week starting on Monday as in
 * the product (SPEC §9).
 */
export const TIMETABLE_WINDOW_DAYS = 60;
export const MAX_TRIP_MINUTES = 48 * 60;

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

const requiredId = (key: MessageKey) => z.string(err(key)).trim().min(1, err(key)).pipe(idSchema);

/** Text from a form is read as numbers: "3" from a checkbox's value, "1,3,5" from a posted field. */
const dayNumber = (d: unknown) => (typeof d === 'string' ? Number(d) : d);

/** [1, 3, 5], the form's checked boxes ["1", "3", "5"], or "1,3,5"; sorted, without repeats. */
const daysOfWeekField = z
  .preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .filter((d) => d.trim() !== '')
            .map(dayNumber)
        : Array.isArray(v)
          ? v.map(dayNumber)
          : v,
    z
      .array(
        z
          .number(err('invalidValue'))
          .int(err('invalidValue'))
          .min(1, err('invalidValue'))
          .max(7, err('invalidValue')),
        err('daysOfWeekRequired'),
      )
      .min(1, err('daysOfWeekRequired')),
  )
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

/** A checkbox whose absence means "on": a new line is active unless said otherwise. */
const activeField = z.preprocess(
  (v) => (v === undefined || v === null ? true : typeof v === 'string' ? v === 'true' || v === 'on' : v),
  z.boolean(err('invalidValue')),
);

const popularField = z.preprocess(
  (v) => (typeof v === 'string' ? v === 'true' || v === 'on' : (v ?? false)),
  z.boolean(err('invalidValue')),
);

/** A line's fields but its company: the back office names the company, a workspace has its own. */
const lineFields = {
  fromCityId: requiredId('fromRequired'),
  toCityId: requiredId('toRequired'),
  busId: requiredId('busRequired'),
  daysOfWeek: daysOfWeekField,
  departureTime: z
    .string(err('departureTimeRequired'))
    .trim()
    .min(1, err('departureTimeRequired'))
    .pipe(timeSchema),
  durationMinutes: z.preprocess(
    blankToUndefined,
    numberField('durationInvalid', { min: 1, max: MAX_TRIP_MINUTES }).optional(),
  ),
  arrivalTime: z.preprocess(blankToUndefined, timeSchema.optional()),
  price: numberField('priceInvalid', { min: 0, max: 10_000_000 }),
  stops: listFieldSchema,
  amenities: listFieldSchema,
  features: listFieldSchema,
  popular: popularField,
  active: activeField,
};

type LineCore = z.output<z.ZodObject<typeof lineFields>>;

/**
 * The rules of a line, whichever form sends it. The duration is given in minutes or through the arrival time
 * (an arrival earlier than the departure is the next morning); when both are given they must agree. The output
 * always carries both `durationMinutes` and `arrivalTime`.
 */
type Rule = [check: (t: LineCore) => boolean, issue: { error: MessageKey; path: string[] }];
const lineRules = {
  differentCities: [
    (t: LineCore) => t.fromCityId !== t.toCityId,
    { ...err('sameCities'), path: ['toCityId'] },
  ],
  durationOrArrival: [
    (t: LineCore) => t.durationMinutes !== undefined || t.arrivalTime !== undefined,
    { ...err('durationOrArrivalRequired'), path: ['durationMinutes'] },
  ],
  arrivalNotDeparture: [
    (t: LineCore) => t.durationMinutes !== undefined || t.arrivalTime !== t.departureTime,
    { ...err('durationInvalid'), path: ['arrivalTime'] },
  ],
  // Zod runs this even when the departure time failed its format above: only a readable one compares.
  arrivalMatches: [
    (t: LineCore) =>
      t.durationMinutes === undefined ||
      t.arrivalTime === undefined ||
      !timeSchema.safeParse(t.departureTime).success ||
      arrivalTime(t.departureTime, t.durationMinutes) === t.arrivalTime,
    { ...err('arrivalMismatch'), path: ['arrivalTime'] },
  ],
} satisfies Record<string, Rule>;

function withDuration<T extends LineCore>(t: T) {
  const durationMinutes =
    t.durationMinutes ?? (timeToMinutes(t.arrivalTime!) - timeToMinutes(t.departureTime) + 1440) % 1440;
  return { ...t, durationMinutes, arrivalTime: arrivalTime(t.departureTime, durationMinutes) };
}

/** POST/PUT /admin/timetables: the line and its company. */
export const adminTimetableSchema = z
  .object({ companyId: requiredId('companyRequired'), ...lineFields })
  .refine(...lineRules.differentCities)
  .refine(...lineRules.durationOrArrival)
  .refine(...lineRules.arrivalNotDeparture)
  .refine(...lineRules.arrivalMatches)
  .transform(withDuration);

/** POST/PUT /operator/timetables: a line of the caller's company (DESIGN §9), under the same rules. */
export const operatorTimetableSchema = z
  .object(lineFields)
  .refine(...lineRules.differentCities)
  .refine(...lineRules.durationOrArrival)
  .refine(...lineRules.arrivalNotDeparture)
  .refine(...lineRules.arrivalMatches)
  .transform(withDuration);
export type OperatorTimetable = z.output<typeof operatorTimetableSchema>;
export type AdminTimetableInput = z.input<typeof adminTimetableSchema>;
export type AdminTimetable = z.output<typeof adminTimetableSchema>;

/** GET /admin/timetables: narrowed by company and/or by state. */
export const adminTimetablesQuerySchema = z.object({
  companyId: idSchema.optional(),
  active: z
    .enum(['true', 'false', 'all'], err('invalidValue'))
    .optional()
    .transform((v) => (v === undefined || v === 'all' ? undefined : v === 'true')),
});

export const adminTimetableViewSchema = z.object({
  _id: z.string(),
  company: namedRefSchema,
  from: namedRefSchema,
  to: namedRefSchema,
  bus: namedRefSchema.extend({ busNumber: z.string(), totalSeats: z.number().int() }),
  daysOfWeek: z.array(z.number().int()),
  departureTime: z.string(),
  arrivalTime: z.string(),
  durationMinutes: z.number().int(),
  /** "4h30min". */
  duration: z.string(),
  price: z.number().int(),
  stops: z.array(z.string()),
  amenities: z.array(z.string()),
  features: z.array(z.string()),
  popular: z.boolean(),
  active: z.boolean(),
  /** Days the line does not run although its weekday says so (departures deleted or moved by hand). */
  skippedDates: z.array(z.string()),
  /** Dated trips of this line not yet departed. */
  upcomingTrips: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminTimetableView = z.infer<typeof adminTimetableViewSchema>;

/**
 * What saving or deleting a line did to its future trips: `generated` new ones, `updated` and `removed`
 * unbooked ones, `closed` ones kept only because old (cancelled) bookings refer to them, now with no seat on
 * sale, and `kept` booked ones left untouched.
 */
export const timetableSyncSchema = z.object({
  generated: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
  closed: z.number().int(),
  kept: z.number().int(),
});
export type TimetableSync = z.infer<typeof timetableSyncSchema>;
