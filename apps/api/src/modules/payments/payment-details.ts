import { PAYMENT_METHODS, PAYMENT_OUTCOMES } from '@gbaka/shared';
import { z } from 'zod';

/** What the sandbox "provider" remembers of a payment: the payer's choice on its page. */
export const sandboxRecordSchema = z.object({
  outcome: z.enum(PAYMENT_OUTCOMES),
  method: z.enum(PAYMENT_METHODS),
  phone: z.string().optional(),
  amount: z.number().int(),
  currency: z.string(),
  at: z.string(),
});
export type SandboxRecord = z.infer<typeof sandboxRecordSchema>;

/**
 * The payments.details column. Free-form for investigation, but these keys have a meaning: `refundDue` marks
 * money received that bought nothing (seats resold after a timeout, a cancelled booking, a second payment);
 * `refundedAt` and `refundedBy` record the back office's "refunded" (ISO instant, administrator's id).
 */
export interface PaymentDetails {
  paymentUrl?: string;
  sandbox?: SandboxRecord;
  providerStatus?: string;
  refundDue?: boolean;
  refundReason?:
    'seats_gone' | 'booking_cancelled' | 'trip_departed' | 'duplicate_payment' | 'booking_changed';
  refundedAt?: string;
  refundedBy?: string;
  initiationError?: string;
}

export function readDetails(value: unknown): PaymentDetails {
  return value !== null && typeof value === 'object' ? (value as PaymentDetails) : {};
}
