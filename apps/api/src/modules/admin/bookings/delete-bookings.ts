import { OLD_BOOKING_AGE_DAYS } from '@gbaka/shared';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/authentication';
import { bookingRepository } from '../../bookings/repository';
import { auditRepository } from '../audit-repository';
import { adminRefundRepository } from '../refunds/repository';
import { adminBookingRepository } from './repository';

/**
 * DELETE /admin/bookings/{id}. A confirmed booking is refused: it owns seats and money, and cancelling it
 * first records the refund. So is one whose refund is still to make: its payments are the only record of
 * that debt. Any other one goes, with its seats (a pending hold is freed) and payments.
 */
export async function deleteBooking(db: Db, actor: AuthUser, id: string) {
  await db.transaction(async (tx) => {
    const row = await bookingRepository.findForUpdate(tx, id);
    if (!row) throw notFound('bookingNotFound');
    if (row.status === 'confirmed') throw new AppError('CONFLICT', 'deleteConfirmedBooking');
    if (await adminRefundRepository.pendingOn(tx, id)) throw new AppError('CONFLICT', 'refundPending');
    await adminBookingRepository.delete(tx, id);
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'booking.delete',
      entity: 'booking',
      entityId: id,
      data: {
        reference: row.reference,
        status: row.status,
        totalPrice: row.totalPrice,
        passenger: row.passengerFullName,
      },
    });
  });
}

/** DELETE /admin/bookings/old: completed or cancelled more than a year ago (SPEC §9). */
export async function purgeOldBookings(db: Db, actor: AuthUser, now = new Date()) {
  const cutoff = new Date(now.getTime() - OLD_BOOKING_AGE_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const deleted = await adminBookingRepository.purgeOld(tx, cutoff);
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'booking.purge_old',
      entity: 'booking',
      data: { deleted, cutoff: cutoff.toISOString() },
    });
    return deleted;
  });
}

/** DELETE /admin/bookings/corrupted (SPEC §2): see the repository for why this is normally 0. */
export async function purgeCorruptedBookings(db: Db, actor: AuthUser) {
  return db.transaction(async (tx) => {
    const deleted = await adminBookingRepository.purgeCorrupted(tx);
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'booking.purge_corrupted',
      entity: 'booking',
      data: { deleted },
    });
    return deleted;
  });
}
