import type { Booking } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { bookingViews } from './booking-views';
import { bookingRepository } from './repository';

/** More than a traveller's lifetime of bus trips; the profile splits them into upcoming and history. */
const MAX_BOOKINGS = 200;

/** The signed-in traveller's bookings, newest first, with both legs: three queries whatever their number. */
export async function myBookings(db: DbOrTx, userId: string): Promise<Booking[]> {
  const rows = await bookingRepository.listForUser(db, userId, MAX_BOOKINGS);
  return bookingViews(db, rows);
}
