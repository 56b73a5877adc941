import type { Trip } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { presentTrip } from './present-trip';
import { catalogueRepository } from './repository';

/** One trip, past or not (the seat page and the routes list show past ones dimmed). */
export async function getTrip(db: DbOrTx, id: string): Promise<Trip> {
  const row = await catalogueRepository.findTrip(db, id);
  if (!row) throw notFound('tripNotFound');
  return presentTrip(row);
}
