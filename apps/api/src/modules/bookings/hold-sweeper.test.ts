import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingSeats, bookings } from '../../db/schema';
import { createTestApp, signUp } from '../../../test/helper';
import { createTrip, hoursFromNow, inDays, insertBooking } from '../../../test/factories';
import { sweepHolds } from './hold-sweeper';

const { app, database } = await createTestApp();
const db = database.db;
const traveller = await signUp(app);
const userId = traveller.user._id as string;
const past = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const statusOf = async (id: string) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('sweepHolds', () => {
  it('cancels expired holds (payment timeout) and frees their seats; live holds and paid bookings stay', async () => {
    const { trip } = await createTrip(db);
    const expired = await insertBooking(db, {
      trip,
      userId,
      seats: [1, 2],
      status: 'pending_payment',
      holdExpiresAt: past(1),
    });
    const live = await insertBooking(db, {
      trip,
      userId,
      seats: [3],
      status: 'pending_payment',
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    const paid = await insertBooking(db, { trip, userId, seats: [4], status: 'confirmed' });

    const result = await sweepHolds(db);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect(await statusOf(expired.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'payment_timeout',
      holdExpiresAt: null,
    });
    expect((await statusOf(live.id)).status).toBe('pending_payment');
    expect((await statusOf(paid.id)).status).toBe('confirmed');
    const seats = await db.select().from(bookingSeats).where(eq(bookingSeats.tripId, trip.id));
    expect(seats.map((s) => s.seatNumber).sort()).toEqual([3, 4]);

    const detail = await app.inject({ method: 'GET', url: `/api/travel/routes/${trip.id}` });
    expect(detail.json().data.availableSeats).toBe(38);
  });

  it('completes confirmed bookings once their last leg has arrived', async () => {
    const arrived = await createTrip(db, { ...hoursFromNow(-5), durationMinutes: 240 });
    const onTheRoad = await createTrip(db, { ...hoursFromNow(-3), durationMinutes: 240 });
    const back = await createTrip(db, { from: arrived.to, to: arrived.from, departureDate: inDays(2) });
    const done = await insertBooking(db, { trip: arrived.trip, userId, seats: [1] });
    const travelling = await insertBooking(db, { trip: onTheRoad.trip, userId, seats: [1] });
    const returning = await insertBooking(db, { trip: arrived.trip, back: back.trip, userId, seats: [2] });
    const unpaid = await insertBooking(db, {
      trip: arrived.trip,
      userId,
      seats: [3],
      status: 'pending_payment',
      holdExpiresAt: new Date(Date.now() + 60_000),
    });

    await sweepHolds(db);
    expect((await statusOf(done.id)).status).toBe('completed');
    expect((await statusOf(travelling.id)).status).toBe('confirmed');
    expect((await statusOf(returning.id)).status).toBe('confirmed');
    expect((await statusOf(unpaid.id)).status).toBe('pending_payment');
  });

  it('is safe when several instances sweep at once: each expired hold is cancelled exactly once', async () => {
    const { trip } = await createTrip(db, { totalSeats: 60 });
    const rows = [];
    for (let seat = 1; seat <= 30; seat += 1) {
      rows.push(
        await insertBooking(db, {
          trip,
          userId,
          seats: [seat],
          status: 'pending_payment',
          holdExpiresAt: past(2),
        }),
      );
    }
    const results = await Promise.all([sweepHolds(db), sweepHolds(db), sweepHolds(db), sweepHolds(db)]);
    expect(results.reduce((sum, r) => sum + r.expired, 0)).toBe(30);
    const ids = rows.map((r) => r.id);
    expect(await db.$count(bookings, inArray(bookings.id, ids))).toBe(30);
    const after = await db.select().from(bookings).where(inArray(bookings.id, ids));
    expect(after.every((b) => b.status === 'cancelled' && b.cancelReason === 'payment_timeout')).toBe(true);
    expect(await db.$count(bookingSeats, eq(bookingSeats.tripId, trip.id))).toBe(0);
  });
});
