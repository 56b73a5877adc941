import type { AdminBookingsQuery } from '@gbaka/shared';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { presentChange } from '../../bookings/present-change';
import { changeRepository } from '../../bookings/change-repository';
import { legIds } from '../../bookings/present-booking';
import { bookingRepository } from '../../bookings/repository';
import { pagination } from '../../../lib/pagination';
import { presentAdminBooking } from './present-admin-booking';
import { adminBookingRepository } from './repository';
import { movesOf } from '../../bookings/change-moves';

export const countBookings = (db: Db) => adminBookingRepository.counts(db);

/** GET /admin/bookings: newest first; the legs of the whole page are read in one query. */
export async function listBookings(db: Db, query: AdminBookingsQuery) {
  const { rows, total } = await adminBookingRepository.page(db, query);
  const legs = await bookingRepository.legs(db, legIds(rows));
  return {
    data: rows.map((row) => presentAdminBooking(row, legs)),
    pagination: pagination(query.page, query.limit, total),
  };
}

/** GET /admin/bookings/{id}: with its history of changes of departure (issue 16). */
export async function getBooking(db: Db, id: string) {
  const row = await bookingRepository.findById(db, id);
  if (!row) throw notFound('bookingNotFound');
  const changes = await changeRepository.historyOf(db, row.id);
  const legs = await bookingRepository.legs(db, [
    ...new Set([
      ...legIds([row]),
      ...changes.flatMap((c) => movesOf(c).flatMap((m) => [m.fromTripId, m.toTripId])),
    ]),
  ]);
  return { ...presentAdminBooking(row, legs), changes: changes.map((c) => presentChange(c, legs)) };
}
