import type { AdminRefund } from '@gbaka/shared';
import { readDetails } from '../../payments/payment-details';
import type { RefundRow } from './repository';

/** Why a cancelled booking's money goes back, from its cancel reason (staff's, when none other). */
const CANCEL_REASONS: Record<string, AdminRefund['reason']> = {
  traveller: 'traveller_cancelled',
  departure_cancelled: 'departure_cancelled',
};

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
    reason: details.refundReason ?? CANCEL_REASONS[booking.cancelReason ?? ''] ?? 'admin_cancelled',
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
