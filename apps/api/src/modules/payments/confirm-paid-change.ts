import type { Tx } from '../../db/client';
import { applyChange } from '../bookings/apply-change';
import { movesOf, newTripsOf, type Move } from '../bookings/change-moves';
import { changeRepository, type ChangeRow } from '../bookings/change-repository';
import { payableBookingRepository, type BookingRow } from './booking-repository';
import type { PaymentDetails } from './payment-details';
import { paymentRepository, type PaymentRow } from './payment-repository';

type RefundReason = NonNullable<PaymentDetails['refundReason']>;

/**
 * What the difference of a change of departure buys (issue 16). A change still waiting, its new seats held,
 * is applied: the booking moves, its old seats are freed, and the ticket is re-issued. One whose hold ran out
 * is applied if its departure has not left and all its seats can be taken again. A booking cancelled
 * meanwhile, a change given up for another, or a booking moved since, bought nothing: the money goes back.
 */
async function verdictFor(tx: Tx, booking: BookingRow, change: ChangeRow): Promise<'apply' | RefundReason> {
  if (booking.status !== 'confirmed') return 'booking_cancelled';
  const moves = movesOf(change);
  const tripOf = (leg: Move['leg']) => (leg === 'outbound' ? booking.outboundTripId : booking.returnTripId);
  if (moves.some((move) => tripOf(move.leg) !== move.fromTripId)) return 'seats_gone';
  if (change.status === 'awaiting_payment') {
    if (await changeRepository.holdsAllNewSeats(tx, change)) return 'apply';
  } else if (change.status !== 'expired') {
    return 'seats_gone';
  }
  if (await payableBookingRepository.anyDeparted(tx, newTripsOf(change))) return 'trip_departed';
  return (await changeRepository.retakeSeats(tx, change)) ? 'apply' : 'seats_gone';
}

/**
 * Records the provider-confirmed payment of a change's difference, in the transaction of confirmPaidBooking
 * (payment then booking locked, then the change). Returns whether the change was applied now: the ticket is
 * sent again then.
 */
export async function confirmPaidChange(
  tx: Tx,
  payment: PaymentRow,
  booking: BookingRow,
  fields: { method?: string; payerPhone?: string; providerReference?: string },
  facts: PaymentDetails,
) {
  const change = (await changeRepository.lock(tx, payment.changeId!))!;
  const verdict = await verdictFor(tx, booking, change);
  if (verdict !== 'apply') {
    await paymentRepository.settle(tx, payment.id, 'success', fields, {
      ...facts,
      refundDue: true,
      refundReason: verdict,
    });
    await paymentRepository.audit(tx, 'payment.refund_due', 'payment', payment.id, { reason: verdict });
    if (change.status === 'awaiting_payment') {
      await changeRepository.releaseNewSeats(tx, change);
      await changeRepository.update(tx, change.id, { status: 'void' });
    }
    return { bookingConfirmed: false, bookingId: booking.id, refundReason: verdict };
  }
  await paymentRepository.settle(tx, payment.id, 'success', fields, facts);
  await applyChange(tx, booking, change, null);
  return { bookingConfirmed: true, bookingId: booking.id };
}
