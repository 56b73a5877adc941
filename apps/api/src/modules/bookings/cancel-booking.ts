import { canTravellerCancel, refundFor, type Booking } from '@gbaka/shared';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/authentication';
import {
  prepareCancellationNotice,
  sendCancellationNotices,
  type NoticeSenders,
} from './cancellation-notices';
import { legIds, presentBooking } from './present-booking';
import { bookingRepository } from './repository';

export interface CancelOutcome {
  booking: Booking;
  /** F CFA to give back; 0 for an abandoned, unpaid booking. */
  refundAmount: number;
}

/**
 * PUT /bookings/{id}/status by the traveller (SPEC §4, DESIGN §4): a confirmed booking more than 24 h before
 * departure is cancelled with the refund of the shared policy; their own unpaid booking may be abandoned at
 * any time. The row is locked first, as payments do, so a confirmation and a cancellation never cross; the
 * seats are freed in the same transaction. Someone else's booking is a 404, as if it did not exist.
 */
export async function cancelByTraveller(
  db: Db,
  user: AuthUser,
  id: string,
  senders?: NoticeSenders,
  now = new Date(),
): Promise<CancelOutcome> {
  const { outcome, notice } = await db.transaction(async (tx) => {
    const row = await bookingRepository.findForUpdate(tx, id);
    if (!row || (row.userId !== user.id && user.role !== 'admin')) throw notFound('bookingNotFound');
    // An administrator may see the booking but changes it from the back office, where it is audited.
    if (row.userId !== user.id) throw forbidden();

    const legs = await bookingRepository.legs(tx, legIds([row]));
    const departure = legs.get(row.outboundTripId)!.departsAt;
    let refundAmount = 0;
    if (row.status === 'confirmed') {
      if (!canTravellerCancel(row.status, departure, now)) throw new AppError('CONFLICT', 'cancelTooLate');
      refundAmount = refundFor({ total: row.totalPrice, departure, now, by: 'traveller' }).refundAmount;
    } else if (row.status !== 'pending_payment') {
      throw new AppError('CONFLICT', 'cancelNotAllowed');
    }

    const updated = await bookingRepository.update(tx, row.id, {
      status: 'cancelled',
      cancelReason: 'traveller',
      cancelledAt: now,
      refundAmount: row.status === 'confirmed' ? refundAmount : null,
      holdExpiresAt: null,
    });
    await bookingRepository.releaseSeats(tx, row.id);
    const notice = senders ? await prepareCancellationNotice(tx, senders, row.id, 'cancelled') : null;
    return { outcome: { booking: presentBooking(updated, legs), refundAmount }, notice };
  });
  // Told by mail and SMS, with the refund due (issue 16), once the cancellation is committed.
  if (senders) await sendCancellationNotices(senders, [notice]);
  return outcome;
}
