import { boardingTiming, legPassengers, type BoardingBooking, type BoardingReason } from '@gbaka/shared';
import type { bookings } from '../../../db/schema';
import type { BoardingLeg } from './repository';

type BookingRow = typeof bookings.$inferSelect;

export interface Assessment {
  reason: BoardingReason | null;
  booking: BoardingBooking;
  /** The checked leg's departure and, once boarded, its boarding instant: the message's placeholders. */
  leg: BoardingLeg;
  boardedAt: Date | null;
}

type Side = { side: 'outbound' | 'return'; trip: BoardingLeg; seats: number[]; boardedAt: Date | null };

function sides(row: BookingRow, legs: Map<string, BoardingLeg>): Side[] {
  const out: Side[] = [
    {
      side: 'outbound',
      trip: legs.get(row.outboundTripId)!,
      seats: row.selectedSeats,
      boardedAt: row.boardedAt,
    },
  ];
  const back = row.returnTripId ? legs.get(row.returnTripId) : undefined;
  if (back) {
    out.push({
      side: 'return',
      trip: back,
      seats: row.returnSelectedSeats ?? row.selectedSeats,
      boardedAt: row.returnBoardedAt,
    });
  }
  return out;
}

/**
 * Which leg staff are checking and whether the passenger may board it. The leg is the one of `tripId` when
 * given; otherwise the one whose boarding window is open (not yet boarded first), else the next one to
 * leave, else the last. Refusals come in the order staff must act on: a cancelled or unpaid booking first,
 * then the wrong bus, a second boarding, and a ticket too early or too late.
 */
export function assessBoarding(
  row: BookingRow,
  legs: Map<string, BoardingLeg>,
  tripId: string | undefined,
  now: Date,
): Assessment {
  const all = sides(row, legs);
  const chosen = tripId
    ? all.find((s) => s.trip.id === tripId)
    : (all.find((s) => boardingTiming(s.trip.departsAt, now) === 'open' && !s.boardedAt) ??
      all.find((s) => boardingTiming(s.trip.departsAt, now) === 'open') ??
      all.find((s) => boardingTiming(s.trip.departsAt, now) === 'early') ??
      all.at(-1));
  const leg = chosen ?? all[0]!;
  const timing = boardingTiming(leg.trip.departsAt, now);
  const reason: BoardingReason | null =
    row.status === 'cancelled'
      ? 'cancelled'
      : row.status === 'pending_payment'
        ? 'pending_payment'
        : row.status === 'completed'
          ? 'completed'
          : !chosen
            ? 'wrong_trip'
            : leg.boardedAt
              ? 'already_boarded'
              : timing === 'early'
                ? 'not_today'
                : timing === 'late'
                  ? 'departed'
                  : null;
  const t = leg.trip;
  return {
    reason,
    leg: t,
    boardedAt: leg.boardedAt,
    booking: {
      _id: row.id,
      reference: row.reference,
      status: row.status,
      passenger: {
        fullName: row.passengerFullName,
        email: row.passengerEmail,
        phoneNumber: row.passengerPhone,
      },
      leg: leg.side,
      trip: {
        _id: t.id,
        from: { _id: t.from.id, name: t.from.name },
        to: { _id: t.to.id, name: t.to.name },
        departureDate: t.departureDate,
        departureTime: t.departureTime,
        arrivalTime: t.arrivalTime,
        companyName: { _id: t.company.id, name: t.company.name },
        bus: { _id: t.bus.id, name: t.bus.name, busNumber: t.bus.busNumber },
      },
      seats: leg.seats,
      passengers: legPassengers(
        {
          selectedSeats: row.selectedSeats,
          returnSelectedSeats: row.returnSelectedSeats ?? [],
          passengers: row.passengers,
          passengerDetails: {
            fullName: row.passengerFullName,
            email: row.passengerEmail,
            phoneNumber: row.passengerPhone,
          },
        },
        leg.side,
      ),
      totalPrice: row.totalPrice,
      boardedAt: leg.boardedAt?.toISOString() ?? null,
    },
  };
}
