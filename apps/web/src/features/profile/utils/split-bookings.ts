import { departureInstant, isUpcomingBooking, type Booking } from '@gbaka/shared';

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
 * SPEC §4: upcoming = confirmed with a future departure (and, issue 16, an unpaid booking still held), soonest
 * first; history = everything else, most recent departure first.
 */
export function splitBookings(bookings: readonly Booking[], now: Date = new Date()) {
  const upcoming = bookings.filter((b) => isUpcomingBooking(b, now)).sort((a, b) => departs(a) - departs(b));
  const history = bookings.filter((b) => !isUpcomingBooking(b, now)).sort((a, b) => departs(b) - departs(a));
  return { upcoming, history };
}

export function departureOf(booking: Booking): Date {
  return new Date(departs(booking));
}
