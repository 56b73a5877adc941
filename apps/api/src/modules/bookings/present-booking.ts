import {
  CANCEL_REASONS,
  durationText,
  type Booking,
  type BookingRoute,
  type CancelReason,
  type SeatPassenger,
} from '@gbaka/shared';
import type { ChangeRow } from './change-repository';
import type { BookingRow, Leg } from './repository';

function presentLeg(leg: Leg): BookingRoute {
  return {
    _id: leg.id,
    from: { _id: leg.from.id, name: leg.from.name },
    to: { _id: leg.to.id, name: leg.to.name },
    departureDate: leg.departureDate,
    departureTime: leg.departureTime,
    arrivalTime: leg.arrivalTime,
    duration: durationText(leg.durationMinutes),
    price: leg.price,
    companyName: { _id: leg.company.id, name: leg.company.name, logo: leg.company.logo },
    bus: { _id: leg.bus.id, name: leg.bus.name, busNumber: leg.bus.busNumber },
    delay: leg.delayMinutes > 0 ? { minutes: leg.delayMinutes, reason: leg.delayReason } : null,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A booking as SPEC §3 Booking (stored) shows it, its legs read from `legs` (keyed by trip id), with the change
 * of departure waiting for payment, if any (its new leg in `legs` too).
 */
export function presentBooking(row: BookingRow, legs: Map<string, Leg>, pending?: ChangeRow | null): Booking {
  const outbound = legs.get(row.outboundTripId);
  // A booking always has its outbound trip (foreign key, delete restricted); reaching here without it is a bug.
  if (!outbound) throw new Error(`booking ${row.id} without its outbound trip`);
  const back = row.returnTripId ? legs.get(row.returnTripId) : undefined;
  return {
    _id: row.id,
    reference: row.reference,
    userId: row.userId,
    status: row.status,
    tripType: row.tripType,
    outboundRoute: presentLeg(outbound),
    returnRoute: back ? presentLeg(back) : null,
    selectedSeats: row.selectedSeats,
    returnSelectedSeats: row.returnSelectedSeats ?? [],
    totalPrice: row.totalPrice,
    subtotal: row.subtotal,
    fee: row.fee,
    passengerDetails: {
      fullName: row.passengerFullName,
      email: row.passengerEmail,
      phoneNumber: row.passengerPhone,
    },
    passengers: seatPassengers(row),
    // Only a pending booking holds its seats for a while; a leftover instant on another status means nothing.
    holdExpiresAt: row.status === 'pending_payment' ? iso(row.holdExpiresAt) : null,
    createdAt: row.createdAt.toISOString(),
    refundAmount: row.refundAmount,
    cancelledAt: iso(row.cancelledAt),
    // Other modules may write reasons of their own; the wire only carries the known ones.
    cancelReason: (CANCEL_REASONS as readonly string[]).includes(row.cancelReason ?? '')
      ? (row.cancelReason as CancelReason)
      : null,
    boardedAt: iso(row.boardedAt),
    departureCancelReason:
      row.cancelReason === 'departure_cancelled'
        ? (outbound.cancelReason ?? back?.cancelReason ?? null)
        : null,
    pendingChange: presentPending(pending, legs),
  };
}

function presentPending(change: ChangeRow | null | undefined, legs: Map<string, Leg>) {
  const leg = change ? legs.get(change.toTripId) : undefined;
  if (!change || !leg || !change.holdExpiresAt) return null;
  const back = change.returnToTripId ? legs.get(change.returnToTripId) : undefined;
  return {
    _id: change.id,
    leg: change.leg,
    route: presentLeg(leg),
    seats: change.toSeats,
    returnRoute: back ? presentLeg(back) : null,
    returnSeats: back ? change.returnToSeats : null,
    newTotal: change.newTotal,
    amountDue: change.amountDue,
    holdExpiresAt: change.holdExpiresAt.toISOString(),
  };
}

/** The outbound seats' passengers in seat order; a booking made before names per seat has its contact on each. */
export function seatPassengers(row: BookingRow): SeatPassenger[] {
  return row.selectedSeats.map((seat) => ({
    seat,
    fullName: row.passengers?.find((p) => p.seat === seat)?.fullName ?? row.passengerFullName,
  }));
}

/** The trip ids a set of bookings refers to, for one `legs` query. */
export function legIds(rows: BookingRow[]): string[] {
  return [
    ...new Set(
      rows.flatMap((r) => (r.returnTripId ? [r.outboundTripId, r.returnTripId] : [r.outboundTripId])),
    ),
  ];
}
