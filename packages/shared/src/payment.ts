import { z } from 'zod';
import { idSchema } from './common';
import { err } from './error-key';
import type { MessageKey } from './messages/fr';
import { requiredPhoneSchema } from './user';

/** Payment methods offered on the sandbox page and by the providers (SPEC §1, DESIGN §5). */
export const PAYMENT_METHODS = ['orange_money', 'mtn_momo', 'moov_money', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageKey> = {
  orange_money: 'paymentMethodOrangeMoney',
  mtn_momo: 'paymentMethodMtnMomo',
  moov_money: 'paymentMethodMoovMoney',
  card: 'paymentMethodCard',
};

export const PAYMENT_STATUSES = ['pending', 'success', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'cinetpay', 'paydunya'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** POST /payment/initiate. */
export const paymentInitiateSchema = z.object({
  bookingId: z.string(err('bookingIdRequired')).trim().min(1, err('bookingIdRequired')).pipe(idSchema),
});
export type PaymentInitiateRequest = z.infer<typeof paymentInitiateSchema>;

export const paymentInitiateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  paymentUrl: z.url(),
});
export type PaymentInitiateResponse = z.infer<typeof paymentInitiateResponseSchema>;

/** The payment token of the public URLs (check-status, sandbox page): opaque, so only its size is checked. */
export const paymentTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** POST /payment/notify/{provider}. */
export const paymentProviderParamsSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS, err('invalidValue')),
});

/** GET /payment/check-status/{token}. */
export const paymentStatusResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(PAYMENT_STATUSES),
  bookingId: z.string().optional(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

export const PAYMENT_OUTCOMES = ['success', 'failed', 'cancelled'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/**
 * POST /payment/sandbox/{token}/complete (DESIGN §5). A mobile-money payment needs the payer's number; a
 * card payment does not, and a declined one may come without either.
 */
export const sandboxCompleteSchema = z
  .object({
    outcome: z.enum(PAYMENT_OUTCOMES, err('invalidValue')),
    method: z.enum(PAYMENT_METHODS, err('invalidValue')),
    phone: z.preprocess((v) => (v === '' || v === null ? undefined : v), requiredPhoneSchema.optional()),
  })
  .refine((b) => b.outcome !== 'success' || b.method === 'card' || b.phone !== undefined, {
    ...err('phoneRequired'),
    path: ['phone'],
  });
export type SandboxCompleteRequest = z.input<typeof sandboxCompleteSchema>;

export const sandboxCompleteResponseSchema = z.object({ redirectUrl: z.url() });

/** The ticket's QR payload (SPEC §3), as the ticket states it: strings for display, seats as numbers. */
export const ticketQrPayloadSchema = z.object({
  bookingId: z.string(),
  passenger: z.string(),
  from: z.string(),
  to: z.string(),
  /** Outbound departure date, YYYY-MM-DD. */
  date: z.string(),
  /** Outbound departure time, HH:MM. */
  time: z.string(),
  seats: z.array(z.number().int()),
  company: z.string(),
  phone: z.string(),
  totalPrice: z.number().int(),
});
export type TicketQrPayload = z.infer<typeof ticketQrPayloadSchema>;

/** What the QR code carries: the payload and the server's signature, which staff verify (DESIGN §5). */
export const signedTicketQrSchema = ticketQrPayloadSchema.extend({ sig: z.string() });
export type SignedTicketQr = z.infer<typeof signedTicketQrSchema>;

/**
 * The exact text that is signed: the payload's fields in the spec's order, whatever order the object was
 * built in, so that the API and a verifier compute the same bytes.
 */
export function canonicalQrPayload(payload: TicketQrPayload): string {
  const { bookingId, passenger, from, to, date, time, seats, company, phone, totalPrice } = payload;
  return JSON.stringify({ bookingId, passenger, from, to, date, time, seats, company, phone, totalPrice });
}
