import { z } from 'zod';
import { isoDateSchema, pageSchema, timeSchema } from './common';
import { tripSchema } from './catalogue';
import { err } from './error-key';
import { PAGE_SIZES } from './page-sizes';

/** Query strings carry "", "all" or nothing for "no filter"; all three mean undefined here. */
const noFilter = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && ['', 'all'].includes(v.trim().toLowerCase()))
    ? undefined
    : v;

const filterText = z.preprocess(
  noFilter,
  z.string(err('invalidValue')).trim().max(120, err('tooLong')).optional(),
);

/**
 * GET /travel/routes/all: the public /routes list (SPEC §2, §5 Routes filter), 10 a page by default. `from`,
 * `to` and `company` are an id or a name (case-insensitive); `departureTime` keeps trips within 60 minutes of
 * it; past trips are left out unless `includePast` is true.
 */
export const tripListQuerySchema = z.object({
  page: z.coerce
    .number(err('invalidValue'))
    .int(err('invalidValue'))
    .min(1, err('valueTooSmall'))
    .max(10_000, err('valueTooLarge'))
    .default(1),
  limit: z.coerce
    .number(err('invalidValue'))
    .int(err('invalidValue'))
    .min(1, err('valueTooSmall'))
    .max(100, err('valueTooLarge'))
    .default(PAGE_SIZES.routes),
  from: filterText,
  to: filterText,
  company: filterText,
  date: z.preprocess(noFilter, isoDateSchema.optional()),
  departureTime: z.preprocess(noFilter, timeSchema.optional()),
  includePast: z
    .enum(['true', 'false', '1', '0'], err('invalidValue'))
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export type TripListQueryInput = z.input<typeof tripListQuerySchema>;
export type TripListQuery = z.output<typeof tripListQuerySchema>;

export const tripPageSchema = pageSchema(tripSchema);
export type TripPage = z.infer<typeof tripPageSchema>;

/** GET /travel/routes/suggested: one trip per destination; the home highlights the first and the third. */
export const suggestedTripSchema = tripSchema.extend({ featured: z.boolean() });
export type SuggestedTrip = z.infer<typeof suggestedTripSchema>;

/** Positions (0-based) of the suggested entries shown as featured (SPEC §7). */
export const FEATURED_SUGGESTION_POSITIONS: readonly number[] = [0, 2];
