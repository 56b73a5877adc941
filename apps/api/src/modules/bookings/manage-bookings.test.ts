import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingSeats, bookings } from '../../db/schema';
import { createTestApp, signUp } from '../../../test/helper';
import {
  bookingRequest,
  confirmBooking,
  createTrip,
  hoursFromNow,
  inDays,
  insertBooking,
  makeAdmin,
} from '../../../test/factories';

const { app, database } = await createTestApp();
const db = database.db;
const owner = await signUp(app);
const stranger = await signUp(app);
const admin = await signUp(app);
await makeAdmin(db, admin.user._id);

async function bookOne(options: Parameters<typeof createTrip>[1] = {}, seats = [1]) {
  const { trip } = await createTrip(db, options);
  const res = await app.inject({
    method: 'POST',
    url: '/api/travel/bookings',
    headers: owner.auth,
    payload: bookingRequest(trip, seats),
  });
  expect(res.statusCode).toBe(201);
  return { trip, booking: res.json().data as { _id: string; totalPrice: number } };
}
const cancel = (
  id: string,
  headers: Record<string, string> = owner.auth,
  payload: object = { status: 'cancelled' },
) => app.inject({ method: 'PUT', url: `/api/travel/bookings/${id}/status`, headers, payload });
const seatsHeld = async (bookingId: string) => db.$count(bookingSeats, eq(bookingSeats.bookingId, bookingId));

describe('GET /bookings/my and /bookings/:id', () => {
  it("lists the traveller's own bookings, newest first, with both legs", async () => {
    const traveller = await signUp(app);
    const out = await createTrip(db, { departureDate: inDays(3) });
    const back = await createTrip(db, { from: out.to, to: out.from, departureDate: inDays(5) });
    const first = await app.inject({
      method: 'POST',
      url: '/api/travel/bookings',
      headers: traveller.auth,
      payload: bookingRequest(out.trip, [1]),
    });
    const second = await app.inject({
      method: 'POST',
      url: '/api/travel/bookings',
      headers: traveller.auth,
      payload: bookingRequest(out.trip, [2], { back: back.trip }),
    });
    await bookOne();

    const res = await app.inject({ method: 'GET', url: '/api/travel/bookings/my', headers: traveller.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json().data;
    expect(list.map((b: { _id: string }) => b._id)).toEqual([second.json().data._id, first.json().data._id]);
    expect(list[0].outboundRoute).toMatchObject({
      from: { _id: out.from.id, name: out.from.name },
      to: { _id: out.to.id, name: out.to.name },
      departureDate: inDays(3),
      departureTime: '08:00',
      arrivalTime: '12:00',
      companyName: { _id: out.company.id, name: out.company.name },
    });
    expect(list[0].returnRoute).toMatchObject({
      _id: back.trip.id,
      from: { name: out.to.name },
      departureDate: inDays(5),
    });
    expect(list[1].returnRoute).toBeNull();
  });

  it('shows a booking to its owner and to an administrator only; others get 404', async () => {
    const { booking } = await bookOne();
    const url = `/api/travel/bookings/${booking._id}`;
    expect((await app.inject({ method: 'GET', url, headers: owner.auth })).json().data._id).toBe(booking._id);
    expect((await app.inject({ method: 'GET', url, headers: admin.auth })).statusCode).toBe(200);
    const other = await app.inject({ method: 'GET', url, headers: stranger.auth });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ success: false, message: 'Réservation introuvable' });
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/travel/bookings/01890a5d-ac96-774b-bcce-b302099a8057',
      headers: owner.auth,
    });
    expect(unknown.json()).toEqual(other.json());
    expect(
      (await app.inject({ method: 'GET', url: '/api/travel/bookings/xyz', headers: owner.auth })).statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/travel/bookings/my' })).statusCode).toBe(401);
  });
});

describe('PUT /bookings/:id/status', () => {
  it('lets the owner abandon an unpaid booking, freeing its seats at once', async () => {
    const { trip, booking } = await bookOne({}, [3, 4]);
    const res = await cancel(booking._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Réservation annulée',
      data: { status: 'cancelled', cancelReason: 'traveller', refundAmount: null, holdExpiresAt: null },
    });
    expect(await seatsHeld(booking._id)).toBe(0);
    const detail = await app.inject({ method: 'GET', url: `/api/travel/routes/${trip.id}` });
    expect(detail.json().data.availableSeats).toBe(40);
  });

  it('cancels a confirmed booking more than 24 h ahead with a full refund, recorded on the booking', async () => {
    const { booking } = await bookOne({ departureDate: inDays(3) }, [1, 2]);
    await confirmBooking(db, booking._id);
    const res = await cancel(booking._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(
      /^Réservation annulée\. Remboursement de 21\s300\sF\sCFA sous 5 à 7 jours ouvrés\.$/,
    );
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row).toMatchObject({
      status: 'cancelled',
      cancelReason: 'traveller',
      refundAmount: booking.totalPrice,
    });
    expect(row!.cancelledAt).toBeInstanceOf(Date);
    expect(await seatsHeld(booking._id)).toBe(0);
  });

  it('refuses within 24 h of departure, and for cancelled or completed bookings, with 409', async () => {
    const { booking: soon } = await bookOne(hoursFromNow(23));
    await confirmBooking(db, soon._id);
    const late = await cancel(soon._id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Annulation impossible à moins de 24 heures du départ. Contactez le support.',
    );
    expect(await seatsHeld(soon._id)).toBe(1);

    const { booking } = await bookOne();
    expect((await cancel(booking._id)).statusCode).toBe(200);
    const again = await cancel(booking._id, { ...owner.auth, 'accept-language': 'es' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('No se puede cancelar');

    const { trip } = await createTrip(db, hoursFromNow(-30));
    const done = await insertBooking(db, { trip, userId: owner.user._id, seats: [1], status: 'completed' });
    expect((await cancel(done.id)).statusCode).toBe(409);
  });

  it("hides someone else's booking (404), sends an administrator to the back office (403)", async () => {
    const { booking } = await bookOne();
    expect((await cancel(booking._id, stranger.auth)).statusCode).toBe(404);
    expect((await cancel(booking._id, admin.auth)).statusCode).toBe(403);
    expect((await cancel(booking._id, {})).statusCode).toBe(401);
    expect((await cancel(booking._id, owner.auth, { status: 'confirmed' })).statusCode).toBe(400);
    expect((await cancel(booking._id, owner.auth, {})).statusCode).toBe(400);
    expect(await seatsHeld(booking._id)).toBe(1);
  });
});
