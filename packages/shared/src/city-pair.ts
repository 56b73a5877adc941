import { z } from 'zod';
import { cityRefSchema, companyRefSchema, tripListSchema } from './catalogue';

/**
 * The city-pair pages (/trajets/{from}/{to}, DESIGN §12): what a traveller looking for "bus Abidjan → Bouaké"
 * wants to know, from the departures of the coming weeks.
 */

/** Days the page's figures cover (companies, fares, durations), today included. */
export const CITY_PAIR_HORIZON_DAYS = 30;
/** Days whose departures the page lists, today included. */
export const CITY_PAIR_LISTED_DAYS = 7;
/** At most this many departures are listed. */
export const CITY_PAIR_MAX_DEPARTURES = 12;

export const cityPairParamsSchema = z.object({
  from: z.string().trim().min(1).max(80),
  to: z.string().trim().min(1).max(80),
});

const rangeSchema = z.object({ lowest: z.number().int().min(0), highest: z.number().int().min(0) });

export const cityPairSchema = z.object({
  from: cityRefSchema,
  to: cityRefSchema,
  /** The companies with a departure within the horizon, each with its lowest fare (F CFA, before the fee). */
  companies: z.array(
    companyRefSchema.extend({ lowestPrice: z.number().int().min(0), departures: z.number().int() }),
  ),
  /** F CFA per seat, before the service fee. */
  fare: rangeSchema,
  durationMinutes: rangeSchema,
  /** Departures of the coming days that still have seats, as a search lists them. */
  departures: tripListSchema,
});
export type CityPair = z.infer<typeof cityPairSchema>;

/** A line with departures within the horizon, for the sitemap, the suggestions and the links. */
export const cityPairLinkSchema = z.object({
  from: z.string(),
  to: z.string(),
  lowestPrice: z.number().int().min(0),
});
export type CityPairLink = z.infer<typeof cityPairLinkSchema>;
export const cityPairLinksSchema = z.array(cityPairLinkSchema);
