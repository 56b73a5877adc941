import { z } from 'zod';
import { seatNumbersSchema, seatPassengerSchema } from './booking';
import { idSchema } from './common';
import { err } from './error-key';
import { requiredText } from './form-fields';
import { optionalPhoneSchema, requiredPhoneSchema } from './user';

/** The wallets a payer may be pushed from (PayDunya SoftPay's, DESIGN §11). */
export const MOBILE_WALLETS = ['orange', 'mtn', 'moov', 'wave'] as const;
export type MobileWallet = (typeof MOBILE_WALLETS)[number];

/**
 * How a counter sale is paid: cash (confirmed at once) or mobile money pushed to the payer's phone (held until
 * the provider confirms it). Without a wallet, the phone's prefix picks it (01 Moov, 05 MTN, 07 Orange).
 */
export const counterPaymentSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('cash') }),
    z.object({
      method: z.literal('mobile_money'),
      phone: requiredPhoneSchema,
      wallet: z.enum(MOBILE_WALLETS, err('invalidValue')).optional(),
    }),
  ],
  err('invalidValue'),
);
export type CounterPayment = z.output<typeof counterPaymentSchema>;

/**
 * POST /operator/sales (DESIGN §10): a counter sale, in cash or by mobile money. A name per seat, each
 * seat named once; one phone for the ticket by SMS, optional. The price is the company's fare, with no fee.
 */
export const counterSaleSchema = z
  .object({
    tripId: idSchema,
    seats: seatNumbersSchema,
    passengers: z.array(seatPassengerSchema, err('invalidValue')),
    phone: optionalPhoneSchema,
    payment: counterPaymentSchema,
  })
  .refine(
    (b) =>
      b.passengers.length === b.seats.length &&
      new Set(b.passengers.map((p) => p.seat)).size === b.seats.length &&
      b.passengers.every((p) => b.seats.includes(p.seat)),
    { ...err('passengersMismatch'), path: ['passengers'] },
  )
  .transform((b) => ({
    ...b,
    // Stored in the order of the seats, as the web stores them.
    passengers: b.seats.map((seat) => b.passengers.find((p) => p.seat === seat)!),
  }));
export type CounterSaleInput = z.input<typeof counterSaleSchema>;
export type CounterSale = z.output<typeof counterSaleSchema>;

/** The `Idempotency-Key` header: what the counter's client generates once per sale (a UUID, say). */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string(err('idempotencyKeyRequired'))
    .trim()
    .min(8, err('idempotencyKeyRequired'))
    .max(200, err('idempotencyKeyRequired')),
});

/** POST /operator/sales/{id}/void: why the sale is cancelled (kept in the audit trail and the drawer). */
export const voidSaleSchema = z.object({ reason: requiredText('voidReasonRequired', 300) });
export type VoidSaleInput = z.input<typeof voidSaleSchema>;

/** An agent voids their own sale within this many minutes; after it, only a manager cancels (DESIGN §10). */
export const AGENT_VOID_MINUTES = 30;

/** GET /operator/sales/held?q=: a held booking's reference (8 characters) or its contact's phone. */
export const heldBookingsQuerySchema = z.object({
  q: z
    .string(err('heldQueryInvalid'))
    .trim()
    .min(4, err('heldQueryInvalid'))
    .max(30, err('heldQueryInvalid')),
});

/** A booking waiting for payment that the counter may take cash for. */
export const heldBookingSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  channel: z.enum(['online', 'counter', 'ussd']),
  passenger: z.string(),
  phone: z.string(),
  seats: z.array(z.number().int()),
  totalPrice: z.number().int(),
  holdExpiresAt: z.string(),
  departure: z.object({
    tripId: z.string(),
    from: z.string(),
    to: z.string(),
    departureDate: z.string(),
    departureTime: z.string(),
  }),
});
export type HeldBooking = z.infer<typeof heldBookingSchema>;
