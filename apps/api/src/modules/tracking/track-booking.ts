import { parseBookingLookup, type TrackingResult } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/authentication';
import { presentTracking, type Viewer } from './present-tracking';
import { trackingRepository } from './repository';

/**
 * Public tracking by booking id or printed reference (DESIGN §7). Anyone holding the number may follow the
 * trip; only the owner and administrators see the passenger's e-mail and phone unmasked.
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
  const fullContact = caller !== null && (caller.id === booking.userId || caller.role === 'admin');
  return presentTracking(booking, outbound, back, { fullContact, lang }, now);
}
