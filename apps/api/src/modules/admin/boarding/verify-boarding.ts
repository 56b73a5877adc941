import {
  BOARDING_REASON_MESSAGES,
  parseBookingLookup,
  type BoardingResult,
  type ApiMessageKey,
} from '@gbaka/shared';
import type { Db } from '../../../db/client';
import { looksLikeJws, verifyTicketJws, type TicketClaims } from '../../tickets/ticket-jws';
import { verifyTicket } from '../../tickets/ticket-signature';
import { assessBoarding, type Assessment } from './assess-boarding';
import { boardingRepository } from './repository';

export interface BoardingAnswer {
  result: BoardingResult;
  message: { key: ApiMessageKey; params: Record<string, string> };
}

const frDate = (iso: string) => iso.split('-').reverse().join('/');

/** The message staff read: the refusal's reason with the leg's departure and the boarding time filled in. */
export function boardingMessage(assessment: Pick<Assessment, 'reason' | 'leg' | 'boardedAt'>) {
  const key: ApiMessageKey = assessment.reason ? BOARDING_REASON_MESSAGES[assessment.reason] : 'ticketValid';
  const time =
    assessment.reason === 'already_boarded'
      ? assessment.boardedAt!.toISOString().slice(11, 16)
      : assessment.leg.departureTime;
  return { key, params: { date: frDate(assessment.leg.departureDate), time } };
}

type BookingLegs = {
  outboundTripId: string;
  returnTripId: string | null;
  selectedSeats: number[];
  returnSelectedSeats: number[] | null;
};

const sameSeats = (a: number[], b: number[]) => a.length === b.length && a.every((seat, i) => seat === b[i]);

/**
 * A signed ticket names the trips and seats it was issued for: once the booking has moved or changed seats,
 * that QR is outdated even though its signature holds (the new ticket carries the new ones).
 */
function outdated(claims: TicketClaims, row: BookingLegs): boolean {
  if (claims.trip !== row.outboundTripId || !sameSeats(claims.seats, row.selectedSeats)) return true;
  if ((claims.returnTrip ?? null) !== row.returnTripId) return true;
  return (
    row.returnTripId !== null &&
    !sameSeats(claims.returnSeats ?? [], row.returnSelectedSeats ?? row.selectedSeats)
  );
}

const refused = (reason: 'invalid_signature' | 'not_found'): BoardingAnswer => ({
  result: { valid: false, reason, booking: null },
  message: { key: BOARDING_REASON_MESSAGES[reason], params: {} },
});

/**
 * POST /admin/boarding/verify: a scanned QR code is trusted only if its signature is the server's (a forged or
 * altered ticket is refused before any lookup); a typed reference is looked up as tracking reads it. Nothing
 * changes here: boarding is its own call, once staff have seen the answer.
 */
export async function verifyBoarding(
  db: Db,
  ticketSecret: string,
  input: { qr?: string; reference?: string; tripId?: string },
  now = new Date(),
): Promise<BoardingAnswer> {
  let lookup = input.reference ? parseBookingLookup(input.reference) : null;
  let claims: TicketClaims | null = null;
  if (input.qr) {
    // Signed tickets (Ed25519 JWS) since DESIGN §10; the JSON with an HMAC of the tickets issued before.
    const payload = looksLikeJws(input.qr)
      ? (claims = await verifyTicketJws(db, input.qr, now))
      : verifyTicket(input.qr, ticketSecret);
    if (!payload) return refused('invalid_signature');
    lookup = parseBookingLookup(payload.bookingId);
  }
  const row = lookup ? await boardingRepository.find(db, lookup) : null;
  if (!row) return refused('not_found');
  const legs = await boardingRepository.legs(db, [
    row.outboundTripId,
    ...(row.returnTripId ? [row.returnTripId] : []),
  ]);
  const assessment = assessBoarding(row, legs, input.tripId, now);
  const unpaidOrCancelled = assessment.reason === 'cancelled' || assessment.reason === 'pending_payment';
  if (claims && !unpaidOrCancelled && outdated(claims, row)) assessment.reason = 'revoked';
  return {
    result: { valid: assessment.reason === null, reason: assessment.reason, booking: assessment.booking },
    message: boardingMessage(assessment),
  };
}
