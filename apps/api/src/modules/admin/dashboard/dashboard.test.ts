import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_DAYS } from '@gbaka/shared';
import { ageBooking, caller, signUpAdmin } from '../../../../test/admin-factories';
import { createCity, createTrip, inDays, insertBooking } from '../../../../test/factories';
import { createTestApp, signUp } from '../../../../test/helper';
import { createPendingBooking } from '../../../../test/payment-factories';
import { bookings } from '../../../db/schema';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const call = caller(app, (await signUpAdmin(app)).auth);
const userId = (await signUp(app)).user._id;

describe('GET /admin/dashboard and /admin/revenue/total', () => {
  it('starts from zeros, with 30 zero-filled days', async () => {
    const { data } = (await call('GET', '/api/admin/dashboard')).json();
    expect(data.counts).toMatchObject({
      routes: 0,
      buses: 0,
      partners: 0,
      totalRevenue: 0,
      bookings: { total: 0 },
    });
    expect(data.daily).toHaveLength(DASHBOARD_DAYS);
    expect(data.daily[0].date).toBe(inDays(-(DASHBOARD_DAYS - 1)));
    expect(data.today).toEqual({ date: inDays(0), bookings: 0, paidBookings: 0, revenue: 0 });
    expect([data.occupancy, data.topRoutes]).toEqual([[], []]);
  });

  it('counts paid money net of refunds, per day, per line', async () => {
    const [abidjan, korhogo] = [await createCity(db, 'Abidjan-D'), await createCity(db, 'Korhogo-D')];
    const { trip } = await createTrip(db, {
      from: abidjan,
      to: korhogo,
      departureDate: inDays(2),
      seatsOnSale: 40,
    });
    const paid = await insertBooking(db, { trip, userId, seats: [1, 2] });
    const older = await insertBooking(db, { trip, userId, seats: [3] });
    await ageBooking(db, older.id, 3);
    const refunded = await insertBooking(db, { trip, userId, seats: [4] });
    await db
      .update(bookings)
      .set({ status: 'cancelled', refundAmount: 5000 })
      .where(eq(bookings.id, refunded.id));
    await createPendingBooking(db, { userId, trip, seats: [5] });

    const expected = paid.totalPrice + older.totalPrice + (refunded.totalPrice - 5000);
    expect((await call('GET', '/api/admin/revenue/total')).json()).toEqual({
      success: true,
      totalRevenue: expected,
    });
    const { data } = (await call('GET', '/api/admin/dashboard')).json();
    expect(data.counts).toMatchObject({
      routes: 1,
      totalRevenue: expected,
      bookings: { total: 4, pendingPayment: 1, confirmed: 2, cancelled: 1, completed: 0 },
    });
    expect(data.today).toEqual({
      date: inDays(0),
      bookings: 3,
      paidBookings: 2,
      revenue: paid.totalPrice + refunded.totalPrice - 5000,
    });
    expect(data.daily.find((d: { date: string }) => d.date === inDays(-3))).toMatchObject({
      bookings: 1,
      revenue: older.totalPrice,
    });
    // Seats 1-3 sold, 5 held; seat 4's booking was cancelled by hand: neither sold nor held.
    expect(data.occupancy).toEqual([
      {
        from: { _id: abidjan.id, name: 'Abidjan-D' },
        to: { _id: korhogo.id, name: 'Korhogo-D' },
        trips: 1,
        seatsSold: 3,
        seatsHeld: 1,
        seatsOnSale: 40,
        rate: 0.075,
      },
    ]);
    expect(data.topRoutes).toEqual([
      {
        from: { _id: abidjan.id, name: 'Abidjan-D' },
        to: { _id: korhogo.id, name: 'Korhogo-D' },
        bookings: 2,
        seats: 3,
        revenue: paid.totalPrice + older.totalPrice,
      },
    ]);
  });
});
