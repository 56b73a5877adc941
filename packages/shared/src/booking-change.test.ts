import { describe, expect, it } from 'vitest';
import { bookingChangeSchema } from './booking-change';

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
