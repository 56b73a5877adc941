import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingSeats, bookings } from '../../db/schema';
import { createTestApp, signUp } from '../../../test/helper';
import { bookingRequest, createTrip } from '../../../test/factories';

/**
 * DESIGN §4: two bookings can never hold the same seat. On PGlite the requests interleave on one connection;
 * with TEST_DATABASE_URL they run on a pool of real PostgreSQL connections, truly at the same time.
 */
const { app, database } = await createTestApp();
const db = database.db;
const travellers = await Promise.all(Array.from({ length: 50 }, () => signUp(app)));

describe(`seat guarantee (${database.kind})`, () => {
  it('50 simultaneous bookings of one seat: exactly one 201 and 49 × 409, one seat row', async () => {
    const { trip } = await createTrip(db);
    const payload = bookingRequest(trip, [17]);
    const responses = await Promise.all(
      travellers.map((t) =>
        app.inject({ method: 'POST', url: '/api/travel/bookings', headers: t.auth, payload }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of responses.filter((r) => r.statusCode === 409)) expect(r.json().takenSeats).toEqual([17]);
    expect(await db.$count(bookingSeats, eq(bookingSeats.tripId, trip.id))).toBe(1);
    expect(await db.$count(bookings, eq(bookings.outboundTripId, trip.id))).toBe(1);
  });

  it('overlapping multi-seat bookings in any order never share a seat and never fail with 500', async () => {
    const { trip } = await createTrip(db, { totalSeats: 6 });
    const choices = [
      [1, 2],
      [2, 1],
      [2, 3],
      [3, 2],
      [3, 4],
      [4, 1],
      [1, 3],
      [4, 2],
      [5, 6],
      [6, 5],
    ];
    const responses = await Promise.all(
      travellers.map((t, i) =>
        app.inject({
          method: 'POST',
          url: '/api/travel/bookings',
          headers: t.auth,
          payload: bookingRequest(trip, choices[i % choices.length]!),
        }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const won = responses
      .filter((r) => r.statusCode === 201)
      .map((r) => r.json().data.selectedSeats as number[]);
    const sold = won.flat();
    expect(new Set(sold).size).toBe(sold.length);
    const rows = await db.select().from(bookingSeats).where(eq(bookingSeats.tripId, trip.id));
    expect(rows.map((r) => r.seatNumber).sort()).toEqual([...sold].sort());
  });
});
