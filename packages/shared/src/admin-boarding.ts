import { z } from 'zod';
import { idSchema, namedRefSchema } from './common';
import { BOOKING_STATUSES } from './booking';
import { err } from './error-key';
import type { MessageKey } from './messages/fr';

/**
 * Boarding check (beyond the spec): staff scan the ticket's QR code or type its reference; the server checks
 * the signature and the booking, then records the boarding once.
 */

/** A ticket can be checked from 12 h before its departure (night buses, early queues)… */
export const BOARDING_OPENS_HOURS = 12;
/** …until 6 h after it (a late bus, a check at the first stop); later, the bus has long gone. */
export const BOARDING_CLOSES_HOURS = 6;

const HOUR_MS = 3_600_000;

export type BoardingTiming = 'early' | 'open' | 'late';

/** Where `now` falls relative to a leg's boarding window. */
export function boardingTiming(departsAt: Date, now: Date = new Date()): BoardingTiming {
  const hours = (departsAt.getTime() - now.getTime()) / HOUR_MS;
  if (hours > BOARDING_OPENS_HOURS) return 'early';
  if (hours < -BOARDING_CLOSES_HOURS) return 'late';
  return 'open';
}

const optionalInput = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string(err('invalidValue')).trim().max(max, err('tooLong')).optional(),
  );

/**
 * POST /admin/boarding/verify: the scanned QR text, or a typed reference ("BOOK-1A2B3C4D", "1a2b3c4d" or the
 * full id); `tripId` narrows the check to one bus.
 */
export const boardingVerifySchema = z
  .object({
    qr: optionalInput(4000),
    reference: optionalInput(60),
    tripId: z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema.optional()),
  })
  .refine((v) => v.qr !== undefined || v.reference !== undefined, {
    ...err('boardingInputRequired'),
    path: ['reference'],
  });
export type BoardingVerifyInput = z.input<typeof boardingVerifySchema>;

export const boardParamsSchema = z.object({ bookingId: idSchema });

/** POST /admin/boarding/{bookingId}/board: which leg, when a round trip's two legs could both be open. */
export const boardBodySchema = z
  .object({ tripId: z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema.optional()) })
  .nullish()
  .transform((v) => v ?? {});

export const BOARDING_REASONS = [
  'invalid_signature',
  'not_found',
  'cancelled',
  'pending_payment',
  'completed',
  'not_today',
  'departed',
  'wrong_trip',
  'already_boarded',
  'revoked',
] as const;
export type BoardingReason = (typeof BOARDING_REASONS)[number];

/** The message staff read for each refusal (placeholders: the leg's date and time, the boarding time). */
export const BOARDING_REASON_MESSAGES: Record<BoardingReason, MessageKey> = {
  invalid_signature: 'ticketSignatureInvalid',
  not_found: 'bookingNotFound',
  cancelled: 'ticketCancelled',
  pending_payment: 'ticketUnpaid',
  completed: 'ticketCompleted',
  not_today: 'ticketNotToday',
  departed: 'ticketDeparted',
  wrong_trip: 'ticketWrongTrip',
  already_boarded: 'alreadyBoarded',
  revoked: 'ticketRevoked',
};

export const boardingBookingSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  passenger: z.object({ fullName: z.string(), email: z.string(), phoneNumber: z.string() }),
  /** The leg being checked: the one of `tripId`, else the one whose boarding window is open, else the next. */
  leg: z.enum(['outbound', 'return']),
  trip: z.object({
    _id: z.string(),
    from: namedRefSchema,
    to: namedRefSchema,
    departureDate: z.string(),
    departureTime: z.string(),
    arrivalTime: z.string(),
    companyName: namedRefSchema,
    bus: namedRefSchema.extend({ busNumber: z.string() }),
  }),
  seats: z.array(z.number().int()),
  /** Who sits on each of this leg's seats, so that staff can match the name to the person at the door. */
  passengers: z.array(z.object({ seat: z.number().int(), fullName: z.string() })),
  totalPrice: z.number().int(),
  /** When this leg was boarded, or null. */
  boardedAt: z.string().nullable(),
});
export type BoardingBooking = z.infer<typeof boardingBookingSchema>;

export const boardingResultSchema = z.object({
  valid: z.boolean(),
  reason: z.enum(BOARDING_REASONS).nullable(),
  booking: boardingBookingSchema.nullable(),
});
export type BoardingResult = z.infer<typeof boardingResultSchema>;
