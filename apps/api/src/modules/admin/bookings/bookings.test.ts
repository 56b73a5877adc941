import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingSeats, bookings, payments } from '../../../db/schema';
import { ageBooking, auditOf, caller, signUpAdmin } from '../../../../test/admin-factories';
import { createTrip, hoursFromNow, inDays, insertBooking } from '../../../../test/factories';
import { createTestApp, readOutbox, signUp } from '../../../../test/helper';
import { createPendingBooking, heldSeats, readBooking } from '../../../../test/payment-factories';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const call = caller(app, (await signUpAdmin(app)).auth);
const traveller = await signUp(app);
const userId = traveller.user._id;
const setStatus = (id: string, status: string) => call('PUT', `/api/admin/bookings/${id}`, { status });

describe('GET /admin/bookings', () => {
  it('lists the fields of the admin table, searchable by passenger and reference, filtered by status', async () => {
    const { trip } = await createTrip(db, { departureDate: inDays(3) });
    const { trip: back } = await createTrip(db, { departureDate: inDays(5) });
    const booking = await createPendingBooking(db, {
      userId,
      trip,
      returnTrip: back,
      seats: [7, 8],
      passenger: { fullName: 'Yao Kouamé-Test', email: 'yao.test@example.ci', phone: '+2250544332211' },
    });
    const row = (await call('GET', '/api/admin/bookings?search=kouamé-test')).json().data[0];
    expect(row).toMatchObject({
      _id: booking.id,
      reference: booking.reference,
      status: 'pending_payment',
      passengerDetails: {
        fullName: 'Yao Kouamé-Test',
        email: 'yao.test@example.ci',
        phoneNumber: '+2250544332211',
      },
      outboundRoute: { _id: trip.id, departureDate: inDays(3), from: { name: expect.any(String) } },
      returnRoute: { _id: back.id },
      selectedSeats: [7, 8],
      totalPrice: booking.totalPrice,
      createdAt: expect.any(String),
      isCorrupted: false,
    });
    for (const search of [`BOOK-${booking.reference.toLowerCase()}`, '05 44 33 22 11', 'YAO.TEST@']) {
      const ids = (await call('GET', `/api/admin/bookings?search=${encodeURIComponent(search)}`)).json().data;
      expect(
        ids.map((b: { _id: string }) => b._id),
        search,
      ).toEqual([booking.id]);
    }
    const confirmed = await call('GET', '/api/admin/bookings?search=kouamé-test&status=confirmed');
    expect(confirmed.json().data).toEqual([]);
    const all = await call('GET', '/api/admin/bookings?search=kouamé-test&status=all&limit=1');
    expect(all.json().pagination).toEqual({ currentPage: 1, totalPages: 1, total: 1, limit: 1 });
    expect((await call('GET', '/api/admin/bookings?status=paid')).statusCode).toBe(400);
  });

  it('counts bookings by status', async () => {
    const res = (await call('GET', '/api/admin/bookings/count')).json();
    const { total, pendingPayment, confirmed, cancelled, completed } = res.data;
    expect(total).toBe(pendingPayment + confirmed + cancelled + completed);
  });
});

describe('PUT /admin/bookings/:id (status)', () => {
  it('confirms a pending booking as a cash payment and sends the ticket', async () => {
    const { trip } = await createTrip(db, { departureDate: inDays(4) });
    const booking = await createPendingBooking(db, { userId, trip });
    const res = await setStatus(booking.id, 'confirmed');
    expect(res.json()).toMatchObject({ success: true, message: 'Statut de la réservation mis à jour' });
    expect(res.json().data).toMatchObject({
      status: 'confirmed',
      holdExpiresAt: null,
      confirmedAt: expect.any(String),
    });
    const [payment] = await db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({
      provider: 'manual',
      status: 'success',
      method: 'cash',
      amount: booking.totalPrice,
    });
    expect(await heldSeats(db, booking.id)).toEqual([1, 2]);
    const [entry] = await auditOf(db, { entityId: booking.id, action: 'booking.status' });
    expect(entry!.data).toMatchObject({ status: ['pending_payment', 'confirmed'], paymentId: payment!.id });
    expect(readOutbox(ctx.dataDir).some((m) => m.to === 'awa.kone@example.ci')).toBe(true);
  });

  it('cancels a confirmed booking with the admin refund tiers and frees its seats', async () => {
    const cases: [hours: number, refundRate: number][] = [
      [48, 1],
      [12, 0.5],
      [3, 0],
    ];
    for (const [hours, rate] of cases) {
      const { trip } = await createTrip(db, hoursFromNow(hours));
      const booking = await insertBooking(db, { trip, userId, seats: [5, 6] });
      const res = await setStatus(booking.id, 'cancelled');
      expect(res.json().data).toMatchObject({ status: 'cancelled', cancelReason: 'admin' });
      expect(res.json().data.refundAmount, `${hours} h`).toBe(
        booking.totalPrice - Math.round(booking.totalPrice * (1 - rate)),
      );
      expect(await heldSeats(db, booking.id)).toEqual([]);
    }
  });

  it('cancels a pending booking without refund, and frees its seats', async () => {
    const { trip } = await createTrip(db);
    const booking = await createPendingBooking(db, { userId, trip });
    const res = await setStatus(booking.id, 'cancelled');
    expect(res.json().data).toMatchObject({ status: 'cancelled', refundAmount: null });
    expect(await heldSeats(db, booking.id)).toEqual([]);
  });

  it('completes a confirmed booking; refuses every move the transitions do not allow', async () => {
    const { trip } = await createTrip(db);
    const booking = await insertBooking(db, { trip, userId, seats: [9] });
    expect((await setStatus(booking.id, 'completed')).json().data.status).toBe('completed');
    for (const to of ['cancelled', 'confirmed']) {
      const res = await setStatus(booking.id, to);
      expect([res.statusCode, res.json().message]).toEqual([
        409,
        `Changement de statut impossible : completed → ${to}`,
      ]);
    }
    const pending = await createPendingBooking(db, { userId, trip: (await createTrip(db)).trip });
    expect((await setStatus(pending.id, 'completed')).statusCode).toBe(409);
    const cancelled = await insertBooking(db, { trip, userId, seats: [10], status: 'cancelled' });
    expect((await setStatus(cancelled.id, 'confirmed')).statusCode).toBe(409);
    expect((await setStatus(booking.id, 'pending_payment')).statusCode).toBe(400);
    expect((await readBooking(db, cancelled.id)).status).toBe('cancelled');
  });

  it('refuses to confirm a pending booking whose seats were already freed', async () => {
    const { trip } = await createTrip(db);
    const booking = await createPendingBooking(db, { userId, trip });
    await db.delete(bookingSeats).where(eq(bookingSeats.bookingId, booking.id));
    const res = await setStatus(booking.id, 'confirmed');
    expect(res.statusCode).toBe(409);
    expect((await readBooking(db, booking.id)).status).toBe('pending_payment');
  });
});

describe('DELETE /admin/bookings', () => {
  it('refuses to delete a confirmed booking and deletes a cancelled one', async () => {
    const { trip } = await createTrip(db);
    const confirmed = await insertBooking(db, { trip, userId, seats: [11] });
    const refused = await call('DELETE', `/api/admin/bookings/${confirmed.id}`);
    expect(refused.statusCode).toBe(409);
    const cancelled = await insertBooking(db, { trip, userId, seats: [12], status: 'cancelled' });
    expect((await call('DELETE', `/api/admin/bookings/${cancelled.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/bookings/${cancelled.id}`)).statusCode).toBe(404);
    expect((await auditOf(db, { entityId: cancelled.id }))[0]!.action).toBe('booking.delete');
  });

  it('purges only completed or cancelled bookings more than a year old', async () => {
    const { trip: old } = await createTrip(db, { departureDate: inDays(-400) });
    const { trip: recent } = await createTrip(db, { departureDate: inDays(-30) });
    let seat = 20;
    const make = async (trip: typeof old, status: 'completed' | 'cancelled' | 'confirmed', age: number) => {
      const row = await insertBooking(db, { trip, userId, seats: [seat++], status });
      if (status === 'cancelled')
        await db.update(bookings).set({ cancelledAt: new Date() }).where(eq(bookings.id, row.id));
      await ageBooking(db, row.id, age);
      return row.id;
    };
    const gone = [await make(old, 'completed', 400), await make(recent, 'cancelled', 370)];
    const kept = [
      await make(recent, 'completed', 400),
      await make(old, 'confirmed', 400),
      await make(recent, 'cancelled', 300),
    ];
    const res = await call('DELETE', '/api/admin/bookings/old');
    expect(res.json()).toEqual({
      success: true,
      data: { deleted: 2 },
      message: '2 ancienne(s) réservation(s) supprimée(s)',
    });
    for (const id of gone) expect((await call('GET', `/api/admin/bookings/${id}`)).statusCode).toBe(404);
    for (const id of kept) expect((await call('GET', `/api/admin/bookings/${id}`)).statusCode).toBe(200);
    const [entry] = await auditOf(db, { action: 'booking.purge_old' });
    expect(entry!.data).toMatchObject({ deleted: 2 });
  });

  it('finds no corrupted booking: the schema cannot hold one', async () => {
    const res = await call('DELETE', '/api/admin/bookings/corrupted');
    expect(res.json()).toEqual({
      success: true,
      data: { deleted: 0 },
      message: '0 réservation(s) corrompue(s) supprimée(s)',
    });
  });
});
