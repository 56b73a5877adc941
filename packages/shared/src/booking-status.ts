import type { MessageKey } from './messages/fr';
import { departureInstant } from './schedule';

/**
 * Display rules for booking statuses (SPEC §4). The traveller side has also seen "success" and "pending",
 * so the functions take any string and fall back to "unknown" rather than trusting the enum.
 */
export function bookingStatusLabel(
  status: string | null | undefined,
  cancelReason?: string | null,
): MessageKey {
  switch (status) {
    case 'confirmed':
    case 'success':
      return 'bookingStatusConfirmed';
    case 'pending':
    case 'pending_payment':
      return 'bookingStatusPending';
    case 'cancelled':
    case 'canceled':
      // A hold that ran out is not a cancellation anybody chose (issue 16): the traveller is told it expired.
      return cancelReason === 'payment_timeout' ? 'bookingStatusExpired' : 'bookingStatusCancelled';
    // The spec's ticket knows three labels; a completed trip is a real status here and earns its own.
    case 'completed':
      return 'bookingStatusCompleted';
    default:
      return 'bookingStatusUnknown';
  }
}

/** "success" and "completed" count as positive alongside "confirmed" (SPEC §4). */
export function isPositiveStatus(status: string | null | undefined): boolean {
  return status === 'confirmed' || status === 'completed' || status === 'success';
}

interface BookingLike {
  status?: string | null;
  outboundRoute?: {
    from?: unknown;
    to?: unknown;
    departureDate?: string | null;
    departureTime?: string | null;
  } | null;
}

/** The admin table flags a booking whose outbound leg lacks its origin, destination or date (SPEC §2). */
export function isCorruptedBooking(booking: BookingLike): boolean {
  const route = booking.outboundRoute;
  return !route || !route.from || !route.to || !route.departureDate;
}

/** An unpaid booking whose hold still runs: it can be paid, so it is still a trip to come (issue 16). */
export function isPayableBooking(
  booking: { status?: string | null; holdExpiresAt?: string | null },
  now: Date = new Date(),
): boolean {
  return (
    booking.status === 'pending_payment' &&
    Boolean(booking.holdExpiresAt) &&
    new Date(booking.holdExpiresAt!).getTime() > now.getTime()
  );
}

/**
 * Upcoming = confirmed with a future departure (SPEC §4), and an unpaid booking still held, so that the traveller
 * finds the way back to its payment (issue 16); everything else is history.
 */
export function isUpcomingBooking(
  booking: BookingLike & { holdExpiresAt?: string | null },
  now: Date = new Date(),
): boolean {
  const route = booking.outboundRoute;
  if (isPayableBooking(booking, now)) return true;
  if (booking.status !== 'confirmed' || !route?.departureDate) return false;
  try {
    return departureInstant(route.departureDate, route.departureTime ?? '00:00').getTime() > now.getTime();
  } catch {
    return false;
  }
}
