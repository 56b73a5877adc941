import { normaliseBoardingCode, type BoardingPack, type SignedTicket } from '@gbaka/shared';

/** A seat boarded on this phone, kept until the server has it (api/boarding-db.ts). */
export interface LocalScan {
  tripId: string;
  seat: number;
  bookingId: string;
  scannedAt: string;
  deviceId: string;
  /** The conductor's account: only they sync it. */
  userId?: string;
  /** Whether the server answered for it, and what. */
  synced: null | 'recorded' | 'already_boarded' | 'refused';
}

/** A ticket as the conductor presented it: a QR code whose signature held, or a typed code. */
export type TicketInput = { kind: 'qr'; ticket: SignedTicket } | { kind: 'code'; typed: string };

export const REFUSALS = [
  'forged',
  'unknown_code',
  'wrong_trip',
  'revoked',
  'outdated',
  'not_on_manifest',
  'already_boarded',
] as const;
export type Refusal = (typeof REFUSALS)[number];

export type CheckResult =
  | { ok: true; bookingId: string; reference: string; seats: { seat: number; passenger: string }[] }
  | { ok: false; reason: Refusal; reference?: string; boardedAt?: string; seats?: number[] };

const sameSeats = (a: number[], b: number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((s, i) => s === [...b].sort((x, y) => x - y)[i]);

/**
 * Whether a ticket boards this departure, with no network (DESIGN §10): the booking must be in the pack (a typed
 * code found there, or the QR's booking), not revoked, for this bus (a round trip's either leg), with the seats
 * the pack gives it now (a QR issued before a change of seats is outdated), and with a seat not boarded yet, on
 * this phone or before the download. The QR's signature is checked before (verify-qr.ts).
 */
export function checkTicket(
  pack: BoardingPack,
  input: TicketInput,
  scans: readonly LocalScan[],
): CheckResult {
  const tripId = pack.departure._id;
  let bookingId: string | undefined;
  if (input.kind === 'code') {
    const code = normaliseBoardingCode(input.typed);
    bookingId = code ? pack.manifest.find((s) => s.code === code)?.bookingId : undefined;
    if (!bookingId) return { ok: false, reason: 'unknown_code' };
  } else {
    bookingId = input.ticket.jti;
  }
  const rows = pack.manifest.filter((s) => s.bookingId === bookingId);
  const reference = rows[0]?.reference ?? pack.revocations.find((r) => r.bookingId === bookingId)?.reference;
  if (pack.revocations.some((r) => r.bookingId === bookingId))
    return { ok: false, reason: 'revoked', reference };
  if (input.kind === 'qr') {
    const { ticket } = input;
    const legSeats =
      ticket.trip === tripId
        ? ticket.seats
        : ticket.returnTrip === tripId
          ? (ticket.returnSeats ?? ticket.seats)
          : null;
    if (!legSeats) return { ok: false, reason: 'wrong_trip', reference };
    if (rows.length === 0) return { ok: false, reason: 'not_on_manifest' };
    if (
      !sameSeats(
        legSeats,
        rows.map((r) => r.seat),
      )
    )
      return { ok: false, reason: 'outdated', reference };
  }
  const local = (seat: number) => scans.find((s) => s.tripId === tripId && s.seat === seat);
  const waiting = rows.filter((r) => !r.boarded && !local(r.seat));
  if (waiting.length === 0) {
    const times = rows.map((r) => local(r.seat)?.scannedAt ?? r.boardedAt).filter((t): t is string => !!t);
    return {
      ok: false,
      reason: 'already_boarded',
      reference,
      boardedAt: times.sort()[0],
      seats: rows.map((r) => r.seat),
    };
  }
  return {
    ok: true,
    bookingId: bookingId!,
    reference: reference ?? '',
    seats: waiting.map((r) => ({ seat: r.seat, passenger: r.passenger })),
  };
}

/** Boarded, expected (paid seats) and missing, counting this phone's scans not yet synced. */
export function boardingCounts(pack: BoardingPack, scans: readonly LocalScan[]) {
  const tripId = pack.departure._id;
  const expected = pack.manifest.length;
  const boarded = pack.manifest.filter(
    (r) => r.boarded || scans.some((s) => s.tripId === tripId && s.seat === r.seat),
  ).length;
  return { boarded, expected, missing: expected - boarded };
}
