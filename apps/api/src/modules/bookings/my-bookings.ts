import type { Booking } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { legIds, presentBooking } from './present-booking';
import { bookingRepository } from './repository';

/** More than a traveller's lifetime of bus trips; the profile splits them into upcoming and history. */
const MAX_BOOKINGS = 200;

/** The signed-in traveller's bookings, newest first, with both legs: two queries whatever their number. */
export async function myBookings(db: DbOrTx, userId: string): Promise<Booking[]> {
  const rows = await bookingRepository.listForUser(db, userId, MAX_BOOKINGS);
  const legs = await bookingRepository.legs(db, legIds(rows));
  return rows.map((row) => presentBooking(row, legs));
}
