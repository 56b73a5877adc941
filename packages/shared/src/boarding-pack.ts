import { z } from 'zod';
import { idSchema } from './common';
import { err } from './error-key';
import { departureSchema, revokedTicketSchema } from './operator';

/**
 * Boarding with no network (DESIGN §10): a conductor's phone downloads a departure's boarding pack (who holds which
 * paid seat, with each ticket's short code; the revoked tickets; the public keys), checks tickets against it
 * offline, and syncs the boardings back when the network returns.
 */

/** The signed ticket's header `typ` and issuer (apps/api tickets/ticket-jws.ts): a phone refuses anything else. */
export const TICKET_JWS_TYPE = 'gbaka-ticket+jwt';
export const TICKET_JWS_ISSUER = 'gbaka';

/**
 * What a phone reads of a signed ticket once its signature holds: the booking (`jti`), the outbound trip and
 * seats, the return leg's when there is one.
 */
export const signedTicketSchema = z.object({
  jti: z.string(),
  trip: z.string(),
  seats: z.array(z.number().int()),
  returnTrip: z.string().optional(),
  returnSeats: z.array(z.number().int()).optional(),
});
export type SignedTicket = z.infer<typeof signedTicketSchema>;

/** The ticket-signing public keys, as GET /api/boarding/keys serves them (RFC 7517). */
export const boardingJwksSchema = z.object({
  keys: z.array(
    z.object({
      kty: z.literal('OKP'),
      crv: z.literal('Ed25519'),
      x: z.string(),
      kid: z.string(),
      alg: z.literal('EdDSA'),
      use: z.literal('sig'),
    }),
  ),
});
export type BoardingJwks = z.infer<typeof boardingJwksSchema>;

/** A paid seat of the departure: who sits there, the ticket's code, and whether (when, by whom) it boarded. */
export const boardingPackSeatSchema = z.object({
  seat: z.number().int(),
  passenger: z.string(),
  bookingId: z.string(),
  reference: z.string(),
  code: z.string(),
  boarded: z.boolean(),
  boardedAt: z.string().nullable(),
  /** The name of who boarded it; null when boarded at the back office's check or by an account since removed. */
  boardedBy: z.string().nullable(),
});
export type BoardingPackSeat = z.infer<typeof boardingPackSeatSchema>;

/** GET /operator/departures/{tripId}/boarding-pack. */
export const boardingPackSchema = z.object({
  departure: departureSchema,
  manifest: z.array(boardingPackSeatSchema),
  /** Bookings of this departure that must not board any more (cancelled, voided): their QR still verifies. */
  revocations: z.array(revokedTicketSchema),
  keys: boardingJwksSchema,
  generatedAt: z.string(),
});
export type BoardingPack = z.infer<typeof boardingPackSchema>;

/** One seat boarded on a phone, as it syncs it: which bus, which seat, whose ticket, when, on which phone. */
export const boardingScanSchema = z.object({
  tripId: idSchema,
  seat: z.number(err('invalidValue')).int(err('invalidValue')).min(1, err('invalidValue')).max(200),
  bookingId: idSchema,
  scannedAt: z.iso.datetime({ offset: true, ...err('invalidValue') }),
  deviceId: z.string(err('invalidValue')).trim().min(1, err('invalidValue')).max(100, err('tooLong')),
});
export type BoardingScan = z.infer<typeof boardingScanSchema>;

/** POST /operator/boardings: a phone's queue, at most 200 at once (a full bus and a half). */
export const boardingSyncSchema = z
  .array(boardingScanSchema, err('invalidValue'))
  .min(1, err('invalidValue'))
  .max(200, err('invalidValue'));

export const BOARDING_SYNC_STATUSES = ['recorded', 'already_boarded', 'refused'] as const;

/**
 * The answer for each scan, in the order sent: `recorded` (this scan is the seat's boarding; a retry of the same
 * scan answers the same), `already_boarded` (another scan was first: when, by whom, on which phone), or `refused`
 * (the booking does not hold that seat on that bus, or it was cancelled).
 */
export const boardingSyncResultSchema = z.object({
  tripId: z.string(),
  seat: z.number().int(),
  bookingId: z.string(),
  status: z.enum(BOARDING_SYNC_STATUSES),
  boardedAt: z.string().nullable(),
  boardedBy: z.string().nullable(),
  deviceId: z.string().nullable(),
});
export type BoardingSyncResult = z.infer<typeof boardingSyncResultSchema>;
