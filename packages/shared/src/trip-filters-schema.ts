import { z } from 'zod';
import { AMENITY_FILTERS, PRICE_BANDS, TIMES_OF_DAY } from './bands';

/** Apart from `bands.ts`, whose rules the web pages use without any schema (a module importing zod brings it along). */
export const tripFiltersSchema = z.object({
  priceBands: z.array(z.enum(PRICE_BANDS)).default([]),
  timesOfDay: z.array(z.enum(TIMES_OF_DAY)).default([]),
  amenities: z.array(z.enum(AMENITY_FILTERS)).default([]),
});
