import { canChangeBookingStatus, refundFor, type AdminBookingStatus } from '@gbaka/shared';
import type { Db, Tx } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import { newId, randomToken } from '../../../lib/ids';
import type { AuthUser } from '../../../plugins/authentication';
import {
  prepareCancellationNotice,
  sendCancellationNotices,
  type NoticeSenders,
} from '../../bookings/cancellation-notices';
import { legIds } from '../../bookings/present-booking';
import { bookingRepository, type BookingRow, type Leg } from '../../bookings/repository';
import { auditRepository } from '../audit-repository';
import { presentAdminBooking } from './present-admin-booking';
import { adminBookingRepository } from './repository';

type Change = { changes: Partial<BookingRow>; audit: Record<string, unknown>; releaseSeats?: boolean };

/** A pending booking confirmed by staff is a cash payment at a counter: it is recorded as one. */
async function confirmByHand(tx: Tx, actor: AuthUser, row: BookingRow, now: Date): Promise<Change> {
  const expected =
    row.selectedSeats.length + (row.returnTripId ? (row.returnSelectedSeats ?? row.selectedSeats).length : 0);
  // Its seats are still held unless the hold sweeper freed them; confirming then would sell seats it no longer owns.
  if ((await adminBookingRepository.heldSeats(tx, row.id)) !== expected)
    throw new AppError('CONFLICT', 'bookingSeatsLost');
  const paymentId = newId();
  await adminBookingRepository.insertPayment(tx, {
    id: paymentId,
    bookingId: row.id,
    provider: 'manual',
    token: randomToken(),
    amount: row.totalPrice,
    status: 'success',
    method: 'cash',
    details: { recordedBy: actor.id },
  });
  return {
    changes: { status: 'confirmed', confirmedAt: now, holdExpiresAt: null },
    audit: { paymentId, amount: row.totalPrice },
  };
}

/** Cancelling a paid booking refunds it by the policy's tiers (SPEC §9: 50 % and 100 % fees apply to staff). */
function cancel(row: BookingRow, legs: Map<string, Leg>, now: Date): Change {
  const paid = row.status === 'confirmed';
  const refund = paid
    ? refundFor({
        total: row.totalPrice,
        departure: legs.get(row.outboundTripId)!.departsAt,
        now,
        by: 'admin',
      })
    : undefined;
  return {
    changes: {
      status: 'cancelled',
      cancelReason: 'admin',
      cancelledAt: now,
      holdExpiresAt: null,
      refundAmount: refund?.refundAmount ?? null,
    },
    audit: refund ? { refundAmount: refund.refundAmount, feeRate: refund.feeRate } : {},
    releaseSeats: true,
  };
}

/**
 * PUT /admin/bookings/{id} with a status. Only BOOKING_STATUS_TRANSITIONS are allowed: pending → confirmed
 * (manual payment) or cancelled, confirmed → cancelled (refund recorded, seats freed) or completed; cancelled
 * and completed are final. The row is locked first, as payments and the hold sweeper do, so that a payment
 * arriving now and this change never cross. Returns whether a ticket should now be sent.
 */
export async function changeBookingStatus(
  db: Db,
  actor: AuthUser,
  id: string,
  status: AdminBookingStatus,
  senders?: NoticeSenders,
  now = new Date(),
) {
  const { result, notice } = await db.transaction(async (tx) => {
    const row = await bookingRepository.findForUpdate(tx, id);
    if (!row) throw notFound('bookingNotFound');
    if (!canChangeBookingStatus(row.status, status)) {
      throw new AppError('CONFLICT', 'statusChangeNotAllowed', { params: { from: row.status, to: status } });
    }
    const legs = await bookingRepository.legs(tx, legIds([row]));
    const change: Change =
      status === 'confirmed'
        ? await confirmByHand(tx, actor, row, now)
        : status === 'cancelled'
          ? cancel(row, legs, now)
          : { changes: { status: 'completed' }, audit: {} };
    const updated = await bookingRepository.update(tx, id, change.changes);
    if (change.releaseSeats) await bookingRepository.releaseSeats(tx, id);
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'booking.status',
      entity: 'booking',
      entityId: id,
      data: { status: [row.status, status], ...change.audit },
    });
    // The traveller is told of a cancellation, with the refund due (issue 16), once it is committed.
    const notice =
      senders && status === 'cancelled'
        ? await prepareCancellationNotice(tx, senders, id, 'cancelled')
        : null;
    return {
      result: { booking: presentAdminBooking(updated, legs), sendTicket: status === 'confirmed' },
      notice,
    };
  });
  if (senders) await sendCancellationNotices(senders, [notice]);
  return result;
}
