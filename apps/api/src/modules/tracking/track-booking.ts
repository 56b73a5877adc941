import { parseBookingLookup, type TrackingResult } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/authentication';
import { presentTracking, type Viewer } from './present-tracking';
import { trackingRepository, type TrackedLeg } from './repository';

/**
 * Public tracking by booking id or printed reference (DESIGN §7). Anyone holding the number may follow the
 * trip; only the owner, administrators and the trip's company see the passenger's name, e-mail and phone in
 * full, anyone else the initials and masked contact.
 */
export async function trackBooking(
  db: DbOrTx,
  idOrReference: string,
  caller: AuthUser | null,
  lang: Viewer['lang'],
  now = new Date(),
): Promise<TrackingResult> {
  const lookup = parseBookingLookup(idOrReference);
  if (!lookup)
    throw new AppError('VALIDATION', 'bookingNumberInvalid', {
      errors: [{ field: 'idOrReference', message: 'bookingNumberInvalid' }],
    });
  const booking = await trackingRepository.findBooking(db, lookup);
  if (!booking) throw notFound('bookingNotFound');
  const legs = await trackingRepository.legs(
    db,
    booking.returnTripId ? [booking.outboundTripId, booking.returnTripId] : [booking.outboundTripId],
  );
  const outbound = legs.get(booking.outboundTripId);
  // The foreign key (delete restricted) guarantees the outbound trip; its absence would be a bug, not a 404.
  if (!outbound) throw new Error(`booking ${booking.id} without its outbound trip`);
  const back = booking.returnTripId ? legs.get(booking.returnTripId) : undefined;
  const fullContact = await seesInFull(db, caller, booking.userId, [outbound, back]);
  return presentTracking(booking, outbound, back, { fullContact, lang }, now);
}

/** The owner, an administrator, or staff of a company that runs one of the booking's legs (DESIGN §7). */
async function seesInFull(
  db: DbOrTx,
  caller: AuthUser | null,
  ownerId: string | null,
  legs: (TrackedLeg | undefined)[],
): Promise<boolean> {
  if (!caller) return false;
  if (caller.id === ownerId || caller.role === 'admin') return true;
  const companyId = await trackingRepository.companyOf(db, caller.id);
  return companyId !== null && legs.some((leg) => leg?.companyId === companyId);
}
