import { describe, expect, it } from 'vitest';
import { bookingChangeSchema, changeableLegs } from './booking-change';

const id = '0190a0b0-0000-7000-8000-000000000001';
const other = '0190a0b0-0000-7000-8000-000000000002';

describe('bookingChangeSchema', () => {
  it('moves the outbound journey when no leg is given, as before round trips could change their return', () => {
    expect(bookingChangeSchema.parse({ tripId: id, seats: [1], totalPrice: 100 }).leg).toBe('outbound');
    expect(bookingChangeSchema.parse({ leg: 'return', tripId: id, seats: [1], totalPrice: 100 }).leg).toBe(
      'return',
    );
  });

  it('needs the return departure and seats when both journeys move', () => {
    const both = { leg: 'both', tripId: id, seats: [1], totalPrice: 100 };
    const issues = bookingChangeSchema.safeParse(both).error!.issues.map((i) => [i.path[0], i.message]);
    expect(issues).toEqual([
      ['returnTripId', 'returnRouteRequired'],
      ['returnSeats', 'seatsRequired'],
    ]);
    expect(bookingChangeSchema.parse({ ...both, returnTripId: other, returnSeats: [2] })).toMatchObject({
      returnTripId: other,
      returnSeats: [2],
    });
    expect(bookingChangeSchema.safeParse({ ...both, leg: 'sideways' }).success).toBe(false);
  });
});

describe('changeableLegs', () => {
  const now = new Date('2030-01-10T12:00:00Z');
  const booking = {
    status: 'confirmed',
    tripType: 'roundTrip',
    outboundRoute: { departureDate: '2030-01-11', departureTime: '08:00' },
    returnRoute: { departureDate: '2030-01-15', departureTime: '08:00' },
  };

  it('opens each journey until 24 h before its own departure', () => {
    expect(changeableLegs(booking, now)).toEqual({ outbound: false, return: true });
    expect(
      changeableLegs(
        { ...booking, outboundRoute: { departureDate: '2030-01-12', departureTime: '08:00' } },
        now,
      ),
    ).toEqual({ outbound: true, return: true });
    expect(changeableLegs({ ...booking, tripType: 'oneWay' }, now)).toEqual({
      outbound: false,
      return: false,
    });
    expect(changeableLegs({ ...booking, status: 'cancelled' }, now)).toEqual({
      outbound: false,
      return: false,
    });
  });

  it('lets a free move take any journey not yet left', () => {
    const cancelled = { ...booking, status: 'cancelled', cancelReason: 'departure_cancelled' };
    expect(changeableLegs(cancelled, now)).toEqual({ outbound: true, return: true });
  });
});
