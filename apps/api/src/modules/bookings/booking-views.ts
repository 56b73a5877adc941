import type { Booking } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { newTripsOf } from './change-moves';
import { changeRepository } from './change-repository';
import { legIds, presentBooking } from './present-booking';
import { bookingRepository, type BookingRow } from './repository';

/** Bookings as the traveller sees them, each with its change waiting for payment: three queries in all. */
export async function bookingViews(db: DbOrTx, rows: BookingRow[]): Promise<Booking[]> {
  const pending = await changeRepository.liveAwaiting(
    db,
    rows.map((r) => r.id),
  );
  const legs = await bookingRepository.legs(db, [
    ...new Set([...legIds(rows), ...pending.flatMap(newTripsOf)]),
  ]);
  return rows.map((row) =>
    presentBooking(
      row,
      legs,
      pending.find((c) => c.bookingId === row.id),
    ),
  );
}
