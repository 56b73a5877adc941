import type { MessageKey } from './messages/fr';
import { departureInstant } from './schedule';

/**
 * Display rules for booking statuses (SPEC §4). The traveller side has also seen "success" and "pending",
 * so the functions take any string and fall back to "unknown" rather than trusting the enum.
 */
export function bookingStatusLabel(status: string | null | undefined): MessageKey {
  switch (status) {
    case 'confirmed':
    case 'success':
      return 'bookingStatusConfirmed';
    case 'pending':
    case 'pending_payment':
      return 'bookingStatusPending';
    case 'cancelled':
    case 'canceled':
      return 'bookingStatusCancelled';
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

/** Upcoming = confirmed with a future departure; everything else is history (SPEC §4). */
export function isUpcomingBooking(booking: BookingLike, now: Date = new Date()): boolean {
  const route = booking.outboundRoute;
  if (booking.status !== 'confirmed' || !route?.departureDate) return false;
  try {
    return departureInstant(route.departureDate, route.departureTime ?? '00:00').getTime() > now.getTime();
  } catch {
    return false;
  }
}
