import type { AdminRefund } from '@gbaka/shared';
import { readDetails } from '../../payments/payment-details';
import type { RefundRow } from './repository';

/** The payment, its booking's passenger and why the money goes back. */
export function presentRefund(row: RefundRow): AdminRefund {
  const details = readDetails(row.payment.details);
  const { booking } = row;
  return {
    _id: row.payment.id,
    bookingId: booking.id,
    reference: booking.reference,
    amount: row.amount,
    // A flagged payment says why; otherwise the refund comes from the booking's cancellation.
    reason:
      details.refundReason ??
      (booking.cancelReason === 'traveller' ? 'traveller_cancelled' : 'admin_cancelled'),
    passenger: {
      fullName: booking.passengerFullName,
      email: booking.passengerEmail,
      phoneNumber: booking.passengerPhone,
    },
    provider: row.payment.provider,
    method: row.payment.method,
    payerPhone: row.payment.payerPhone,
    dueSince: row.dueSince.toISOString(),
    refundedAt: details.refundedAt ?? null,
  };
}
