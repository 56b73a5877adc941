import type { CreateBookingRequest } from '@gbaka/shared';
import { AppError, notFound } from '../../lib/errors';
import type { Leg } from './repository';

const MINUTE_MS = 60_000;

/**
 * What makes a booking request impossible whatever the seats' state: an unknown or departed trip, a seat the
 * bus does not have (beyond the seats on sale), a return that is not the way back or leaves before arrival.
 */
export function checkLegs(request: CreateBookingRequest, legs: Map<string, Leg>, now: Date) {
  const outbound = legs.get(request.outboundRouteId);
  if (!outbound) throw notFound('tripNotFound');
  checkLeg(outbound, request.selectedSeats, 'selectedSeats', now);
  if (!request.returnRouteId) return { outbound, back: null };

  const back = legs.get(request.returnRouteId);
  if (!back) throw notFound('tripNotFound');
  if (back.from.id !== outbound.to.id || back.to.id !== outbound.from.id) {
    throw new AppError('VALIDATION', 'returnTripMismatch', {
      params: { from: outbound.to.name, to: outbound.from.name },
    });
  }
  const arrival = outbound.departsAt.getTime() + outbound.durationMinutes * MINUTE_MS;
  if (back.departsAt.getTime() < arrival) {
    throw new AppError('VALIDATION', 'returnBeforeArrival', {
      errors: [{ field: 'returnRouteId', message: 'returnBeforeArrival' }],
    });
  }
  checkLeg(back, request.returnSelectedSeats ?? request.selectedSeats, 'returnSelectedSeats', now);
  return { outbound, back };
}

export function checkLeg(leg: Leg, seats: number[], field: string, now: Date) {
  if (leg.departsAt.getTime() <= now.getTime()) throw new AppError('CONFLICT', 'tripDeparted');
  const missing = seats.filter((seat) => seat > leg.seatsOnSale);
  if (missing.length > 0) {
    throw new AppError('VALIDATION', 'seatNotOnBus', {
      params: { seats: missing.join(', ') },
      errors: [{ field, message: 'seatInvalid' }],
    });
  }
}
