import type { BulkDeleteResult } from '@gbaka/shared';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/authentication';
import { auditRepository } from '../audit-repository';
import { inUse } from '../db-conflicts';
import { adminTripRepository, type TripRecord } from './repository';

/** Deleted departures of a regular line are remembered on the line, or its generator would bring them back. */
const skipEntries = (trips: TripRecord[]) =>
  trips.flatMap((t) => (t.timetableId ? [{ timetableId: t.timetableId, date: t.departureDate }] : []));

/**
 * DELETE /admin/routes/{id}. A trip with bookings (any status: they are the history of money and seats) is
 * refused with their number; cancel and purge the bookings first.
 */
export async function deleteTrip(db: Db, actor: AuthUser, id: string) {
  await db.transaction(async (tx) => {
    const [trip] = await adminTripRepository.lockMany(tx, [id]);
    if (!trip) throw notFound('tripNotFound');
    const bookings = (await adminTripRepository.bookingCounts(tx, [id])).get(id) ?? 0;
    if (bookings > 0) throw inUse('tripInUse', { bookings });
    await adminTripRepository.skipTimetableDates(tx, skipEntries([trip]));
    await adminTripRepository.delete(tx, [id]);
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'trip.delete',
      entity: 'trip',
      entityId: id,
      data: {
        departureDate: trip.departureDate,
        departureTime: trip.departureTime,
        timetableId: trip.timetableId,
      },
    });
  });
}

/**
 * POST /admin/routes/bulk-delete: the selected routes (SPEC §2) in one transaction. Routes with bookings are
 * refused one by one and reported, the others deleted: one booked route does not block the whole selection.
 */
export async function deleteTrips(db: Db, actor: AuthUser, ids: string[]): Promise<BulkDeleteResult> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const trips = await adminTripRepository.lockMany(tx, unique);
    const counts = await adminTripRepository.bookingCounts(tx, unique);
    const deletable = trips.filter((t) => !counts.get(t.id));
    const found = new Set(trips.map((t) => t.id));
    const result: BulkDeleteResult = {
      deleted: deletable.map((t) => t.id).sort(),
      refused: trips.filter((t) => counts.get(t.id)).map((t) => ({ _id: t.id, bookings: counts.get(t.id)! })),
      notFound: unique.filter((id) => !found.has(id)),
    };
    await adminTripRepository.skipTimetableDates(tx, skipEntries(deletable));
    await adminTripRepository.delete(tx, result.deleted);
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'trip.bulk_delete',
      entity: 'trip',
      data: { ...result },
    });
    return result;
  });
}
