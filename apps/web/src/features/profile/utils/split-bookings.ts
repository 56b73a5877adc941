import { departureInstant, isFreeMove, isUpcomingBooking, type Booking } from '@gbaka/shared';

function departs(booking: Booking): number {
  try {
    return departureInstant(
      booking.outboundRoute.departureDate,
      booking.outboundRoute.departureTime,
    ).getTime();
  } catch {
    return 0;
  }
}

/**
 * A paid booking whose departure the company cancelled stays under upcoming, for a few days after the departure it
 * lost, to be moved for free (issue 17): its traveller has a trip to rebook, not a past one.
 */
const MOVABLE_AFTER_MS = 3 * 86_400_000;
const movable = (b: Booking, now: Date) =>
  isFreeMove(b) && (b.refundAmount ?? 0) > 0 && departs(b) > now.getTime() - MOVABLE_AFTER_MS;
/**
 * A confirmed round trip whose outbound bus has left is still under way: its return is to come, and may still be
 * changed (issue 16), so it stays under upcoming until the return leaves.
 */
const returnAhead = (b: Booking, now: Date) => {
  if (b.status !== 'confirmed' || b.tripType !== 'roundTrip' || !b.returnRoute) return false;
  try {
    return (
      departureInstant(b.returnRoute.departureDate, b.returnRoute.departureTime).getTime() > now.getTime()
    );
  } catch {
    return false;
  }
};
const isUpcoming = (b: Booking, now: Date) =>
  isUpcomingBooking(b, now) || movable(b, now) || returnAhead(b, now);

/**
 * SPEC §4: upcoming = confirmed with a future departure (and, issue 16, an unpaid booking still held; issue 17, a
 * booking of a cancelled departure to move), soonest first; history = everything else, most recent departure first.
 */
export function splitBookings(bookings: readonly Booking[], now: Date = new Date()) {
  const upcoming = bookings.filter((b) => isUpcoming(b, now)).sort((a, b) => departs(a) - departs(b));
  const history = bookings.filter((b) => !isUpcoming(b, now)).sort((a, b) => departs(b) - departs(a));
  return { upcoming, history };
}

export function departureOf(booking: Booking): Date {
  return new Date(departs(booking));
}
