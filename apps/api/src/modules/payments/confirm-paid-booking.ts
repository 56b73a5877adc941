import type { Tx } from '../../db/client';
import { payableBookingRepository, type BookingRow } from './booking-repository';
import { confirmPaidChange } from './confirm-paid-change';
import type { PaymentContext } from './payment-context';
import type { PaymentDetails } from './payment-details';
import { paymentRepository } from './payment-repository';
import type { ProviderStatus } from './providers/provider';

type RefundReason = NonNullable<PaymentDetails['refundReason']>;
type Verdict = 'confirm' | 'already_confirmed' | RefundReason;

/**
 * What a verified payment buys. A pending booking is confirmed. One cancelled because its hold expired is
 * confirmed only if its trip has not left and all its seats can be taken again. A booking cancelled by its
 * traveller or an administrator is never revived. One confirmed without payment (by an administrator) is
 * simply paid for now.
 */
async function verdictFor(tx: Tx, booking: BookingRow): Promise<Verdict> {
  switch (booking.status) {
    case 'pending_payment':
      return 'confirm';
    case 'confirmed':
    case 'completed':
      return 'already_confirmed';
    case 'cancelled': {
      if (booking.cancelReason !== 'payment_timeout') return 'booking_cancelled';
      const tripIds = [booking.outboundTripId, ...(booking.returnTripId ? [booking.returnTripId] : [])];
      if (await payableBookingRepository.anyDeparted(tx, tripIds)) return 'trip_departed';
      return (await payableBookingRepository.retakeSeats(tx, booking)) ? 'confirm' : 'seats_gone';
    }
  }
}

/**
 * Records a payment the provider confirmed, in one transaction that locks the payment then the booking. Safe to
 * run any number of times: once the payment is a success, nothing changes. Returns whether the booking became
 * confirmed now (or its change of departure applied), which is when the ticket is sent.
 */
export async function confirmPaidBooking(ctx: PaymentContext, paymentId: string, answer: ProviderStatus) {
  const result = await ctx.db.transaction(async (tx) => {
    const payment = await paymentRepository.lock(tx, paymentId);
    if (payment.status === 'success') return { bookingConfirmed: false, bookingId: payment.bookingId };
    const booking = await payableBookingRepository.lock(tx, payment.bookingId);
    const fields = {
      method: answer.method,
      payerPhone: answer.payerPhone,
      providerReference: answer.providerReference,
    };
    const facts = { providerStatus: answer.raw };

    // The partial unique index allows one success per booking (and per change): a second is money to give back.
    if (await paymentRepository.hasOtherSuccess(tx, booking.id, payment.changeId, payment.id)) {
      await paymentRepository.settle(tx, payment.id, 'failed', fields, {
        ...facts,
        refundDue: true,
        refundReason: 'duplicate_payment',
      });
      await paymentRepository.audit(tx, 'payment.refund_due', 'payment', payment.id, {
        reason: 'duplicate_payment',
      });
      return { bookingConfirmed: false, bookingId: booking.id, refundReason: 'duplicate_payment' as const };
    }

    if (payment.changeId) return confirmPaidChange(tx, payment, booking, fields, facts);
    const verdict = await verdictFor(tx, booking);
    const refundReason = verdict === 'confirm' || verdict === 'already_confirmed' ? undefined : verdict;
    await paymentRepository.settle(tx, payment.id, 'success', fields, {
      ...facts,
      ...(refundReason && { refundDue: true, refundReason }),
    });
    if (refundReason) {
      await paymentRepository.audit(tx, 'payment.refund_due', 'payment', payment.id, {
        reason: refundReason,
      });
      return { bookingConfirmed: false, bookingId: booking.id, refundReason };
    }
    if (verdict === 'confirm') {
      await payableBookingRepository.confirm(tx, booking.id);
      await paymentRepository.audit(tx, 'booking.confirmed', 'booking', booking.id, {
        paymentId: payment.id,
        provider: payment.provider,
        afterTimeout: booking.status === 'cancelled',
      });
    }
    return { bookingConfirmed: verdict === 'confirm', bookingId: booking.id };
  });

  if (result.refundReason) {
    // Money received that bought nothing: someone must refund it (the admin back office lists refundDue).
    ctx.log.error(
      { paymentId, bookingId: result.bookingId, reason: result.refundReason },
      'payment received but the booking cannot be confirmed: refund due',
    );
  }
  return result;
}
