import type { Booking } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/authentication';
import { bookingViews } from './booking-views';
import { bookingRepository } from './repository';

/** One booking, for its owner or an administrator; anyone else gets the same 404 as for an unknown id. */
export async function getBooking(db: DbOrTx, user: AuthUser, id: string): Promise<Booking> {
  const row = await bookingRepository.findById(db, id);
  if (!row || (row.userId !== user.id && user.role !== 'admin')) throw notFound('bookingNotFound');
  const [booking] = await bookingViews(db, [row]);
  return booking!;
}
