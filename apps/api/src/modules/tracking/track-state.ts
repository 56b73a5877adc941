import { trackPosition, type Coordinates, type TrackPosition } from '@gbaka/shared';

export interface LegTimes {
  departsAt: Date;
  durationMinutes: number;
}

export interface LegPlaces extends LegTimes {
  from: { latitude: number | null; longitude: number | null };
  to: { latitude: number | null; longitude: number | null };
}

export interface BookingState {
  status: 'pending_payment' | 'confirmed' | 'cancelled' | 'completed';
  holdExpiresAt: Date | null;
}

export const arrivalOf = (leg: LegTimes): Date =>
  new Date(leg.departsAt.getTime() + leg.durationMinutes * 60_000);

/** A round trip is followed on its outbound leg until that leg has arrived, then on its return leg. */
export function currentLeg<T extends LegTimes>(
  outbound: T,
  back: T | undefined,
  now: Date,
): 'outbound' | 'return' {
  return back && now.getTime() >= arrivalOf(outbound).getTime() ? 'return' : 'outbound';
}

/** A city's coordinates, or null when it lacks one of them. */
export const coordinatesOf = (c: LegPlaces['from']): Coordinates | null =>
  c.latitude !== null && c.longitude !== null ? { latitude: c.latitude, longitude: c.longitude } : null;

/**
 * Status and position of a leg for this booking. The schedule decides (DESIGN §7), except that:
 * - a cancelled booking, or one whose payment hold has run out (the sweeper will cancel it), is `cancelled`;
 * - an unpaid booking stays `scheduled` at the origin: until it is paid the seat is not the traveller's, so
 *   showing them "on the road" would be false;
 * - a booking an administrator marked `completed` is completed, whatever the clock says.
 */
export function trackLeg(booking: BookingState, leg: LegPlaces, now: Date): TrackPosition {
  const base = {
    fromCoords: coordinatesOf(leg.from),
    toCoords: coordinatesOf(leg.to),
    departure: leg.departsAt,
    arrival: arrivalOf(leg),
  };
  const holdExpired = booking.holdExpiresAt !== null && booking.holdExpiresAt.getTime() <= now.getTime();
  if (booking.status === 'cancelled' || (booking.status === 'pending_payment' && holdExpired))
    return trackPosition({ ...base, now, cancelled: true });
  if (booking.status === 'pending_payment') return trackPosition({ ...base, now: before(base.departure) });
  if (booking.status === 'completed') return trackPosition({ ...base, now: base.arrival });
  return trackPosition({ ...base, now });
}

const before = (instant: Date) => new Date(instant.getTime() - 1);
