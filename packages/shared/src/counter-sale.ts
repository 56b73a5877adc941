import { z } from 'zod';
import { seatNumbersSchema, seatPassengerSchema } from './booking';
import { idSchema } from './common';
import { err } from './error-key';
import { optionalPhoneSchema } from './user';

/**
 * POST /operator/sales (DESIGN §10): a counter sale, paid in cash and confirmed at once. A name per seat, each
 * seat named once; one phone for the ticket by SMS, optional. The price is the company's fare, with no fee.
 */
export const counterSaleSchema = z
  .object({
    tripId: idSchema,
    seats: seatNumbersSchema,
    passengers: z.array(seatPassengerSchema, err('invalidValue')),
    phone: optionalPhoneSchema,
    payment: z.object({ method: z.literal('cash', err('invalidValue')) }, err('invalidValue')),
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
