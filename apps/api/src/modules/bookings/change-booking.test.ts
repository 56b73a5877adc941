import { and, eq } from 'drizzle-orm';
import { formatFcfa } from '@gbaka/shared';
import { describe, expect, it } from 'vitest';
import { bookingSeats, payments } from '../../db/schema';
import { auditOf, caller, signUpAdmin } from '../../../test/admin-factories';
import { bookingRequest, createTrip, hoursFromNow, type TripRow } from '../../../test/factories';
import { createTestApp, readOutbox, signUp } from '../../../test/helper';
import { readBooking, tokenOf } from '../../../test/payment-factories';
import { loadTicketView } from '../tickets/ticket-view';
import { ticketQrText } from '../tickets/ticket-qr';
import { sweepHolds } from './hold-sweeper';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const admin = caller(app, (await signUpAdmin(app)).auth);

type Traveller = Awaited<ReturnType<typeof signUp>>;
type Auth = Record<string, string>;

const total = (price: number, seats: number) => {
  const subtotal = price * seats;
  return subtotal + Math.round((subtotal * 65) / 1000);
};

/** A line (two cities, one company) with a departure at `hours` from now at `price`. */
async function line(hours = 72, price = 10_000) {
  return createTrip(db, { ...hoursFromNow(hours), price });
}
async function another(base: Awaited<ReturnType<typeof line>>, hours: number, price: number) {
  const { trip } = await createTrip(db, {
    from: base.from,
    to: base.to,
    company: base.company,
    ...hoursFromNow(hours),
    price,
  });
  return trip;
}

/** A booking made and paid through the API (sandbox), as a traveller does. */
async function paidBooking(traveller: Traveller, trip: TripRow, seats: number[]) {
  const made = await app.inject({
    method: 'POST',
    url: '/api/travel/bookings',
    headers: traveller.auth,
    payload: {
      ...bookingRequest(trip, seats),
      passengerDetails: { fullName: 'Awa Koné', email: traveller.user.email, phoneNumber: '07 12 34 56 78' },
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().data._id as string;
  await pay(traveller.auth, id, 'success');
  expect((await readBooking(db, id)).status).toBe('confirmed');
  return id;
}

async function pay(auth: Auth, bookingId: string, outcome: 'success' | 'failed') {
  const started = await app.inject({
    method: 'POST',
    url: '/api/payment/initiate',
    headers: auth,
    payload: { bookingId },
  });
  expect(started.statusCode, started.body).toBe(200);
  const token = tokenOf(started.json().paymentUrl);
  const done = await app.inject({
    method: 'POST',
    url: `/api/payment/sandbox/${token}/complete`,
    payload: { outcome, method: 'orange_money', phone: '07 12 34 56 78' },
  });
  expect(done.statusCode, done.body).toBe(200);
  return token;
}

const change = (auth: Auth, id: string, body: object, lang = 'fr') =>
  app.inject({
    method: 'POST',
    url: `/api/travel/bookings/${id}/change`,
    headers: { ...auth, 'accept-language': lang },
    payload: body,
  });

const seatsOf = async (bookingId: string, tripId: string) =>
  (
    await db
      .select({ seat: bookingSeats.seatNumber })
      .from(bookingSeats)
      .where(and(eq(bookingSeats.bookingId, bookingId), eq(bookingSeats.tripId, tripId)))
  )
    .map((r) => r.seat)
    .sort((a, b) => a - b);

describe('POST /travel/bookings/{id}/change', () => {
  it('moves to a cheaper departure at once: new seats held, old freed, refund due queued, ticket re-sent', async () => {
    const traveller = await signUp(app);
    const base = await line(72, 10_000);
    const id = await paidBooking(traveller, base.trip, [1, 2]);
    const cheaper = await another(base, 96, 8_000);

    const res = await change(traveller.auth, id, {
      tripId: cheaper.id,
      seats: [7, 8],
      totalPrice: total(8_000, 2),
    });
    expect(res.statusCode, res.body).toBe(200);
    const refund = total(10_000, 2) - total(8_000, 2);
    expect(res.json()).toMatchObject({
      success: true,
      message: `Réservation modifiée : votre nouveau billet vous a été envoyé. ${formatFcfa(refund)} vous seront remboursés sous 5 à 7 jours ouvrés.`,
      data: {
        amountDue: 0,
        refundDue: refund,
        pendingChange: null,
        booking: { _id: id, status: 'confirmed', selectedSeats: [7, 8], totalPrice: total(8_000, 2) },
      },
    });
    expect(res.json().data.booking.outboundRoute._id).toBe(cheaper.id);
    expect(await seatsOf(id, base.trip.id)).toEqual([]);
    expect(await seatsOf(id, cheaper.id)).toEqual([7, 8]);

    const queue = await admin('GET', '/api/admin/refunds');
    expect(queue.json().data).toContainEqual(
      expect.objectContaining({
        bookingId: id,
        amount: refund,
        reason: 'booking_changed',
        provider: 'sandbox',
      }),
    );
    const [entry] = await auditOf(db, { entityId: id, action: 'booking.change' });
    expect(entry!.data).toMatchObject({
      trip: [base.trip.id, cheaper.id],
      seats: [
        [1, 2],
        [7, 8],
      ],
      refundDue: refund,
    });
    // The back office's booking detail shows the booking's history of changes.
    const detail = await admin('GET', `/api/admin/bookings/${id}`);
    expect(detail.json().data.changes).toEqual([
      expect.objectContaining({
        kind: 'change',
        status: 'applied',
        from: expect.objectContaining({ _id: base.trip.id }),
        to: expect.objectContaining({ _id: cheaper.id, departureDate: cheaper.departureDate }),
        fromSeats: [1, 2],
        toSeats: [7, 8],
        refundDue: refund,
      }),
    ]);
    // The re-issued ticket goes out again (the first one at payment, the second after the change).
    const tickets = readOutbox(ctx.dataDir).filter(
      (m) => m.to === traveller.user.email && m.subject?.includes('Votre billet Gbaka'),
    );
    expect(tickets.length).toBeGreaterThanOrEqual(2);
  });

  it('asks for the difference of a dearer departure, keeps the old seats until it is paid, then moves', async () => {
    const traveller = await signUp(app);
    const base = await line(72, 10_000);
    const id = await paidBooking(traveller, base.trip, [3]);
    const dearer = await another(base, 80, 14_000);
    const due = total(14_000, 1) - total(10_000, 1);

    const res = await change(traveller.auth, id, {
      tripId: dearer.id,
      seats: [5],
      totalPrice: total(14_000, 1),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      amountDue: due,
      refundDue: 0,
      booking: { status: 'confirmed', selectedSeats: [3] },
      pendingChange: { seats: [5], amountDue: due, newTotal: total(14_000, 1), route: { _id: dearer.id } },
    });
    // Both held while the difference waits: the traveller never stands without a seat.
    expect(await seatsOf(id, base.trip.id)).toEqual([3]);
    expect(await seatsOf(id, dearer.id)).toEqual([5]);

    // A failed payment changes nothing: the old seats stay, and the booking can be paid again.
    const failedToken = await pay(traveller.auth, id, 'failed');
    expect((await db.select().from(payments).where(eq(payments.token, failedToken)))[0]).toMatchObject({
      amount: due,
      status: 'failed',
    });
    expect((await readBooking(db, id)).outboundTripId).toBe(base.trip.id);

    await pay(traveller.auth, id, 'success');
    const moved = await readBooking(db, id);
    expect(moved).toMatchObject({
      outboundTripId: dearer.id,
      selectedSeats: [5],
      totalPrice: total(14_000, 1),
    });
    expect(await seatsOf(id, base.trip.id)).toEqual([]);
    expect(await seatsOf(id, dearer.id)).toEqual([5]);
    const mine = await app.inject({
      method: 'GET',
      url: `/api/travel/bookings/${id}`,
      headers: traveller.auth,
    });
    expect(mine.json().data.pendingChange).toBeNull();
  });

  it('gives the new seats back when the difference is not paid in time; the booking stays as it was', async () => {
    const traveller = await signUp(app);
    const base = await line(72, 10_000);
    const id = await paidBooking(traveller, base.trip, [4]);
    const dearer = await another(base, 90, 12_000);
    await change(traveller.auth, id, { tripId: dearer.id, seats: [9], totalPrice: total(12_000, 1) });
    await db.execute(
      `update booking_changes set hold_expires_at = now() - interval '1 minute' where booking_id = '${id}'`,
    );
    const swept = await sweepHolds(db);
    expect(swept.changesExpired).toBeGreaterThanOrEqual(1);
    expect(await seatsOf(id, dearer.id)).toEqual([]);
    expect(await seatsOf(id, base.trip.id)).toEqual([4]);
    const again = await app.inject({
      method: 'POST',
      url: '/api/payment/initiate',
      headers: traveller.auth,
      payload: { bookingId: id },
    });
    expect(again.statusCode).toBe(409);
  });

  it('frees the old seats only once the new ones are held: a taken seat is a 409 and nothing moves', async () => {
    const traveller = await signUp(app);
    const rival = await signUp(app);
    const base = await line(72, 10_000);
    const id = await paidBooking(traveller, base.trip, [1]);
    const other = await another(base, 100, 10_000);
    const held = await app.inject({
      method: 'POST',
      url: '/api/travel/bookings',
      headers: rival.auth,
      payload: bookingRequest(other, [6]),
    });
    expect(held.statusCode).toBe(201);

    const res = await change(traveller.auth, id, {
      tripId: other.id,
      seats: [6],
      totalPrice: total(10_000, 1),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ takenSeats: [6], message: expect.stringContaining('(6)') });
    expect(await seatsOf(id, base.trip.id)).toEqual([1]);
    expect(await seatsOf(id, other.id)).toEqual([]);

    // A change and a booking racing for one seat: one gets it, and the loser's old seat is still its own.
    const racer = await signUp(app);
    const [changed, booked] = await Promise.all([
      change(traveller.auth, id, { tripId: other.id, seats: [11], totalPrice: total(10_000, 1) }),
      app.inject({
        method: 'POST',
        url: '/api/travel/bookings',
        headers: racer.auth,
        payload: bookingRequest(other, [11]),
      }),
    ]);
    // Either may win (which one depends on scheduling): a change answers 200, a booking 201, the loser 409.
    const changeWon = changed.statusCode === 200;
    expect([changed.statusCode, booked.statusCode]).toEqual(changeWon ? [200, 409] : [409, 201]);
    const owners = await db
      .select()
      .from(bookingSeats)
      .where(and(eq(bookingSeats.tripId, other.id), eq(bookingSeats.seatNumber, 11)));
    expect(owners).toHaveLength(1);
    expect(owners[0]!.bookingId).toBe(changeWon ? id : booked.json().data._id);
    expect(await seatsOf(id, base.trip.id)).toEqual(changeWon ? [] : [1]);
  });

  it('refuses the old QR at boarding once the booking moved', async () => {
    const traveller = await signUp(app);
    const base = await line(30, 10_000);
    const id = await paidBooking(traveller, base.trip, [2]);
    const oldQr = await ticketQrText(db, ctx.config.TICKET_SECRET, (await loadTicketView(db, id))!);
    const other = await another(base, 1, 10_000);
    const res = await change(traveller.auth, id, {
      tripId: other.id,
      seats: [2],
      totalPrice: total(10_000, 1),
    });
    expect(res.statusCode, res.body).toBe(200);

    const refused = await admin('POST', '/api/admin/boarding/verify', { qr: oldQr });
    expect(refused.json().data).toMatchObject({ valid: false, reason: 'revoked' });
    const newQr = await ticketQrText(db, ctx.config.TICKET_SECRET, (await loadTicketView(db, id))!);
    const accepted = await admin('POST', '/api/admin/boarding/verify', { qr: newQr });
    expect(accepted.json().data).toMatchObject({ valid: true, reason: null });
  });

  it('keeps to the rules: 24 h window, owner only, same line, same seat count, the server total; localised', async () => {
    const traveller = await signUp(app);
    const stranger = await signUp(app);
    const base = await line(72, 10_000);
    const id = await paidBooking(traveller, base.trip, [1, 2]);
    const other = await another(base, 100, 11_000);
    const body = { tripId: other.id, seats: [3, 4], totalPrice: total(11_000, 2) };

    for (const who of [stranger.auth, (await signUpAdmin(app)).auth]) {
      const res = await change(who, id, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Réservation introuvable');
    }

    const elsewhere = await createTrip(db, { ...hoursFromNow(100), to: base.from });
    const wrongLine = await change(traveller.auth, id, { ...body, tripId: elsewhere.trip.id }, 'en');
    expect(wrongLine.statusCode).toBe(400);
    expect(wrongLine.json()).toMatchObject({
      message: `The new departure must go from ${base.from.name} to ${base.to.name}, like your booking`,
      errors: [{ field: 'tripId' }],
    });

    const fewer = await change(traveller.auth, id, { ...body, seats: [3] }, 'es');
    expect(fewer.statusCode).toBe(400);
    expect(fewer.json().message).toBe('Elija 2 asiento(s), tantos como en su reserva');

    const stale = await change(traveller.auth, id, { ...body, totalPrice: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().currentTotal).toBe(total(11_000, 2));

    const same = await change(traveller.auth, id, { ...body, tripId: base.trip.id });
    expect(same.statusCode).toBe(400);

    const bad = await change(traveller.auth, id, { tripId: 'nope', seats: [], totalPrice: -1 }, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);

    // Inside 24 h of departure: no change (the window of a free cancellation).
    const soon = await line(23, 10_000);
    const late = await paidBooking(traveller, soon.trip, [1]);
    const soonOther = await another(soon, 48, 10_000);
    const tooLate = await change(
      traveller.auth,
      late,
      { tripId: soonOther.id, seats: [1], totalPrice: total(10_000, 1) },
      'en',
    );
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe(
      'A booking cannot be changed less than 24 hours before departure. Contact support.',
    );
    expect(await seatsOf(late, soon.trip.id)).toEqual([1]);
  });

  it('moves a booking of a departure the company cancelled for free, voiding its refund', async () => {
    const traveller = await signUp(app);
    const base = await line(48, 10_000);
    const id = await paidBooking(traveller, base.trip, [1]);
    const dearer = await another(base, 72, 15_000);
    await db.execute(
      `update trips set cancelled_at = now(), cancel_reason = 'Panne du car', seats_on_sale = 0 where id = '${base.trip.id}'`,
    );
    await db.execute(
      `update bookings set status = 'cancelled', cancel_reason = 'departure_cancelled', cancelled_at = now(), refund_amount = total_price where id = '${id}'`,
    );
    await db.execute(`delete from booking_seats where booking_id = '${id}'`);
    const before = await app.inject({
      method: 'GET',
      url: `/api/travel/bookings/${id}`,
      headers: traveller.auth,
    });
    expect(before.json().data).toMatchObject({
      cancelReason: 'departure_cancelled',
      departureCancelReason: 'Panne du car',
      refundAmount: total(10_000, 1),
    });
    expect(
      (await admin('GET', '/api/admin/refunds')).json().data.map((r: { bookingId: string }) => r.bookingId),
    ).toContain(id);

    // The total stays what was paid, whatever the new departure's fare.
    const res = await change(traveller.auth, id, {
      tripId: dearer.id,
      seats: [2],
      totalPrice: total(10_000, 1),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      amountDue: 0,
      refundDue: 0,
      booking: { status: 'confirmed', cancelReason: null, refundAmount: null, totalPrice: total(10_000, 1) },
    });
    expect(await seatsOf(id, dearer.id)).toEqual([2]);
    expect(
      (await admin('GET', '/api/admin/refunds')).json().data.map((r: { bookingId: string }) => r.bookingId),
    ).not.toContain(id);
    expect(await auditOf(db, { entityId: id, action: 'booking.free_move' })).toHaveLength(1);
  });

  it('does not revive an unpaid booking cancelled with its departure', async () => {
    const traveller = await signUp(app);
    const base = await line(48, 10_000);
    const made = await app.inject({
      method: 'POST',
      url: '/api/travel/bookings',
      headers: traveller.auth,
      payload: bookingRequest(base.trip, [5]),
    });
    const id = made.json().data._id as string;
    await db.execute(
      `update bookings set status = 'cancelled', cancel_reason = 'departure_cancelled', cancelled_at = now() where id = '${id}'`,
    );
    const other = await another(base, 72, 10_000);
    const res = await change(traveller.auth, id, {
      tripId: other.id,
      seats: [5],
      totalPrice: total(10_000, 1),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Seule une réservation confirmée peut être modifiée');
  });
});
