import type { BoardingPack } from '@gbaka/shared';
import type { Db } from '../../../db/client';
import { signingKeys } from '../../tickets/signing-keys';
import { getManifest } from '../departures/read-departures';
import type { Staff } from '../staff-access';
import { seatBoardingRepository } from './repository';

/**
 * GET /operator/departures/{tripId}/boarding-pack: what a conductor's phone needs to board this departure with
 * no network (DESIGN §10): the paid seats with their passenger, ticket code and boarding; the revoked tickets;
 * the public keys that verify the QR codes. Unpaid (held) seats are left out: they do not board. Another
 * company's departure is not found, as its manifest is.
 */
export async function getBoardingPack(
  db: Db,
  secret: string,
  staff: Staff,
  tripId: string,
  now = new Date(),
): Promise<BoardingPack> {
  const manifest = await getManifest(db, staff, tripId, now);
  const sold = manifest.seats.filter((s) => s.state === 'sold' && s.bookingId);
  const codes = await seatBoardingRepository.codes(db, [...new Set(sold.map((s) => s.bookingId!))]);
  // A departure whose tickets were all signed before any key existed still gets one to verify with.
  await signingKeys.current(db, secret);
  return {
    departure: manifest.departure,
    manifest: sold.map((s) => ({
      seat: s.seat,
      passenger: s.passenger ?? '',
      bookingId: s.bookingId!,
      reference: s.reference ?? '',
      code: codes.get(s.bookingId!) ?? '',
      boarded: s.boarded,
      boardedAt: s.boardedAt ?? null,
      boardedBy: s.boardedBy ?? null,
    })),
    revocations: manifest.revoked,
    keys: await signingKeys.jwks(db),
    generatedAt: now.toISOString(),
  };
}
