import { z } from 'zod';

/**
 * Back-office refunds (SPEC §9: refunds reach the payer within 5 to 7 business days). Money goes back when a
 * paid booking is cancelled with a refund (DESIGN §4), or when a payment arrived that bought nothing (DESIGN §5).
 */

export const REFUND_REASONS = [
  'traveller_cancelled',
  'admin_cancelled',
  'departure_cancelled',
  'seats_gone',
  'booking_cancelled',
  'trip_departed',
  'duplicate_payment',
  /** A booking moved to a cheaper departure (issue 16): the difference goes back. */
  'booking_changed',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** A payment whose money must go back: what the administrator needs to send it. */
export const adminRefundSchema = z.object({
  /** The payment's id, which PUT /admin/refunds/{id}/refunded takes. */
  _id: z.string(),
  bookingId: z.string(),
  reference: z.string(),
  /** Whole F CFA to give back. */
  amount: z.number().int(),
  reason: z.enum(REFUND_REASONS),
  passenger: z.object({ fullName: z.string(), email: z.string(), phoneNumber: z.string() }),
  provider: z.string(),
  /** orange_money, mtn_momo, moov_money, card, cash (at a counter), or the provider's own word; null if unknown. */
  method: z.string().nullable(),
  /** The number the money came from (mobile money); null for a card or cash. */
  payerPhone: z.string().nullable(),
  /** When the refund became due: the cancellation, or the payment that bought nothing. */
  dueSince: z.string(),
  /** When an administrator recorded it as made; null while it is still to make. */
  refundedAt: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;
