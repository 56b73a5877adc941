import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { TICKET_JWS_ISSUER, TICKET_JWS_TYPE, ticketQrPayloadSchema } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { signingKeys } from './signing-keys';
import type { TicketView } from './ticket-view';

// The header's `typ` (a verifier refuses any other JWS signed with the same keys) and the issuer live in the
// shared package: the conductors' phones check them too.
export { TICKET_JWS_TYPE };
const ISSUER = TICKET_JWS_ISSUER;
/** A ticket verifies until two days after its last departure: long enough for a late bus, not forever. */
const VALID_AFTER_DEPARTURE_S = 2 * 24 * 3600;

const seatPassengerSchema = z.object({ seat: z.number().int(), fullName: z.string() });

/**
 * What the QR's signed ticket says (DESIGN §10): the spec's QR fields (SPEC §3), the outbound trip and its
 * seats' passengers, the return leg when there is one; `jti` is the booking (what a revocation names), `kid` (in the
 * header) the key, `exp` its validity. Offline, a conductor checks the signature, the trip and the seat.
 */
export const ticketClaimsSchema = ticketQrPayloadSchema.extend({
  trip: z.string(),
  passengers: z.array(seatPassengerSchema),
  returnTrip: z.string().optional(),
  returnSeats: z.array(z.number().int()).optional(),
  returnPassengers: z.array(seatPassengerSchema).optional(),
  jti: z.string(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type TicketClaims = z.infer<typeof ticketClaimsSchema>;

const departsAtS = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`) / 1000;

/** The QR's text for a ticket: a compact JWS signed with the current Ed25519 key. */
export async function signTicketJws(db: DbOrTx, secret: string, view: TicketView) {
  const key = await signingKeys.current(db, secret);
  const last = view.inbound ?? view.outbound;
  const claims = {
    ...view.qrPayload,
    trip: view.outbound.tripId,
    passengers: view.outbound.passengers,
    ...(view.inbound && {
      returnTrip: view.inbound.tripId,
      returnSeats: view.inbound.seats,
      returnPassengers: view.inbound.passengers,
    }),
  };
  return (
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: TICKET_JWS_TYPE })
      .setIssuer(ISSUER)
      .setJti(view.bookingId)
      // The booking's own time, not the reading's: the same ticket reads as the same QR, retries included.
      .setIssuedAt(Math.floor(view.issuedAt.getTime() / 1000))
      .setExpirationTime(departsAtS(last.departureDate, last.departureTime) + VALID_AFTER_DEPARTURE_S)
      .sign(key.privateKey)
  );
}

/** A compact JWS has three base64url parts; the older HMAC tickets are JSON. */
export const looksLikeJws = (text: string) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(text.trim());

/**
 * The claims of a scanned ticket when its signature holds under a key that still verifies and it has not
 * expired; null for anything forged, altered, signed with an unknown or retired key, or unreadable.
 */
export async function verifyTicketJws(
  db: DbOrTx,
  text: string,
  now = new Date(),
): Promise<TicketClaims | null> {
  try {
    const { kid, alg, typ } = decodeProtectedHeader(text.trim());
    if (!kid || alg !== 'EdDSA' || typ !== TICKET_JWS_TYPE) return null;
    const key = await signingKeys.verifying(db, kid);
    if (!key) return null;
    const { payload } = await jwtVerify(text.trim(), key, {
      algorithms: ['EdDSA'],
      issuer: ISSUER,
      typ: TICKET_JWS_TYPE,
      currentDate: now,
    });
    const parsed = ticketClaimsSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
