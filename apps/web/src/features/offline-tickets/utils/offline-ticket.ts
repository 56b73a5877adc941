import { departureInstant, isPositiveStatus, type Booking, type BookingRoute } from '@gbaka/shared';

/** One leg as the ticket prints it. */
export interface OfflineLeg {
  from: string;
  to: string;
  company: string;
  departureDate: string;
  departureTime: string;
  arrivalTime: string;
  seats: number[];
}

/**
 * What a confirmed ticket shows, kept on the phone so that it opens without a network (api/ticket-db.ts): the
 * QR code is the image the API drew and signed, as a data URL. Nothing else of the booking is kept.
 */
export interface OfflineTicket {
  bookingId: string;
  /** The signed-in traveller it belongs to: other accounts on the same phone never see it. */
  userId: string;
  reference: string;
  status: Booking['status'];
  passenger: string;
  phone: string;
  /** The outbound leg, then the return leg of a round trip. */
  legs: OfflineLeg[];
  totalPrice: number;
  qrDataUrl: string;
  /** The short boarding code, when the booking was read with its ticket (absent from tickets kept before). */
  code?: string;
  savedAt: string;
}

/** A ticket stays on the phone until a day after its last departure: long enough for the journey, no longer. */
const KEEP_AFTER_LAST_DEPARTURE_MS = 24 * 60 * 60_000;

function leg(route: BookingRoute, seats: number[]): OfflineLeg {
  return {
    from: route.from.name,
    to: route.to.name,
    company: route.companyName.name,
    departureDate: route.departureDate,
    departureTime: route.departureTime,
    arrivalTime: route.arrivalTime,
    seats,
  };
}

function legsOf(booking: Booking): OfflineLeg[] {
  const legs = [leg(booking.outboundRoute, booking.selectedSeats)];
  if (booking.tripType === 'roundTrip' && booking.returnRoute) {
    const seats = booking.returnSelectedSeats.length ? booking.returnSelectedSeats : booking.selectedSeats;
    legs.push(leg(booking.returnRoute, seats));
  }
  return legs;
}

/** The instant after which the ticket is of no more use; an unreadable date keeps nothing. */
function keepUntil(legs: readonly OfflineLeg[]): number {
  try {
    const last = Math.max(...legs.map((l) => departureInstant(l.departureDate, l.departureTime).getTime()));
    return last + KEEP_AFTER_LAST_DEPARTURE_MS;
  } catch {
    return 0;
  }
}

export function isTicketExpired(ticket: Pick<OfflineTicket, 'legs'>, now: Date = new Date()): boolean {
  return keepUntil(ticket.legs) <= now.getTime();
}

/** Worth keeping offline: paid (confirmed, or completed while still within its day) and not over yet. */
export function isKeptOffline(booking: Booking, now: Date = new Date()): boolean {
  return isPositiveStatus(booking.status) && !isTicketExpired({ legs: legsOf(booking) }, now);
}

export function toOfflineTicket(
  booking: Booking,
  userId: string,
  qrDataUrl: string,
  now: Date = new Date(),
): OfflineTicket {
  return {
    bookingId: booking._id,
    userId,
    reference: booking.reference,
    status: booking.status,
    passenger: booking.passengerDetails.fullName,
    phone: booking.passengerDetails.phoneNumber,
    legs: legsOf(booking),
    totalPrice: booking.totalPrice,
    qrDataUrl,
    ...(booking.ticket && { code: booking.ticket.code }),
    savedAt: now.toISOString(),
  };
}

/** Everything the QR code and the printed lines depend on: when it changes, the stored ticket is redrawn. */
function printedContent(ticket: Omit<OfflineTicket, 'qrDataUrl' | 'savedAt'>): string {
  const { bookingId, userId, reference, status, passenger, phone, legs, totalPrice } = ticket;
  return JSON.stringify([bookingId, userId, reference, status, passenger, phone, legs, totalPrice]);
}

export interface TicketSyncPlan {
  /** Bookings to store (again): new, or changed since they were stored. Their QR code must be fetched. */
  save: Booking[];
  /** Stored tickets that are no longer worth keeping: cancelled, over, or gone from the traveller's bookings. */
  remove: string[];
}

/**
 * Brings the stored tickets in line with the traveller's bookings as the API lists them (the whole list: a booking
 * missing from it is not theirs any more).
 */
export function planTicketSync(
  bookings: readonly Booking[],
  stored: readonly OfflineTicket[],
  userId: string,
  now: Date = new Date(),
): TicketSyncPlan {
  const kept = bookings.filter((booking) => isKeptOffline(booking, now));
  const storedById = new Map(stored.map((ticket) => [ticket.bookingId, ticket]));
  const save = kept.filter((booking) => {
    const current = storedById.get(booking._id);
    return !current || printedContent(current) !== printedContent(toOfflineTicket(booking, userId, '', now));
  });
  const keptIds = new Set(kept.map((booking) => booking._id));
  const remove = stored.filter((ticket) => !keptIds.has(ticket.bookingId)).map((ticket) => ticket.bookingId);
  return { save, remove };
}

/** Soonest departure first, as the traveller will need them. */
export function byDeparture(a: OfflineTicket, b: OfflineTicket): number {
  const first = (ticket: OfflineTicket) =>
    `${ticket.legs[0]?.departureDate} ${ticket.legs[0]?.departureTime}`;
  return first(a).localeCompare(first(b));
}
