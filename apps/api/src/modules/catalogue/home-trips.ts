import { FEATURED_SUGGESTION_POSITIONS, type SuggestedTrip, type Trip } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { presentTrip } from './present-trip';
import { catalogueRepository } from './repository';

/** The home keeps six of each list (SPEC §9); twice that leaves it room to drop full or past ones. */
const HOME_LIST_SIZE = 12;

/** GET /routes/suggested: one trip per destination, the first and third flagged featured (SPEC §7). */
export async function suggestedTrips(db: DbOrTx, now = new Date()): Promise<SuggestedTrip[]> {
  const rows = await catalogueRepository.nextTripPerDestination(db, now, HOME_LIST_SIZE);
  return rows.map((row, i) => ({ ...presentTrip(row), featured: FEATURED_SUGGESTION_POSITIONS.includes(i) }));
}

/** GET /routes/popular: the next departure of each popular city pair. */
export async function popularTrips(db: DbOrTx, now = new Date()): Promise<Trip[]> {
  return (await catalogueRepository.nextPopularTripPerPair(db, now, HOME_LIST_SIZE)).map(presentTrip);
}
