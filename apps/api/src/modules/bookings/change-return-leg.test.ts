import { and, eq } from 'drizzle-orm';
import { formatFcfa } from '@gbaka/shared';
import { describe, expect, it } from 'vitest';
import { bookingSeats } from '../../db/schema';
import { auditOf, caller, signUpAdmin } from '../../../test/admin-factories';
import { bookingRequest, createTrip, hoursFromNow, type TripRow } from '../../../test/factories';
import { createTestApp, signUp } from '../../../test/helper';
import { readBooking, tokenOf } from '../../../test/payment-factories';
import { loadTicketView } from '../tickets/ticket-view';
import { ticketQrText } from '../tickets/ticket-qr';

// Changing a round trip (issue 16): the traveller moves the outbound journey, the return one, or both; the 24 h
// window is each moved journey's; the fare difference is paid or refunded once for the whole change.

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const admin = caller(app, (await signUpAdmin(app)).auth);

type Traveller = Awaited<ReturnType<typeof signUp>>;
type Auth = Record<string, string>;

const total = (perSeat: number, seats: number) => {
  const subtotal = perSeat * seats;
  return subtotal + Math.round((subtotal * 65) / 1000);
};

/** A line both ways (one company): an outbound departure at `outHours` and a return at `backHours` from now. */
async function roundTrip(outHours: number, outPrice: number, backHours: number, backPrice: number) {
  const out = await createTrip(db, { ...hoursFromNow(outHours), price: outPrice });
  const back = await createTrip(db, {
    from: out.to,
    to: out.from,
    company: out.company,
    ...hoursFromNow(backHours),
    price: backPrice,
  });
  const another = async (direction: 'out' | 'back', hours: number, price: number) =>
    (
      await createTrip(db, {
        from: direction === 'out' ? out.from : out.to,
        to: direction === 'out' ? out.to : out.from,
        company: out.company,
        ...hoursFromNow(hours),
        price,
      })
    ).trip;
  return { out: out.trip, back: back.trip, another };
}

async function pay(auth: Auth, bookingId: string, outcome: 'success' | 'failed') {
  const started = await app.inject({
    method: 'POST',
    url: '/api/payment/initiate',
    headers: auth,
    payload: { bookingId },
  });
  expect(started.statusCode, started.body).toBe(200);
  const done = await app.inject({
    method: 'POST',
    url: `/api/payment/sandbox/${tokenOf(started.json().paymentUrl)}/complete`,
    payload: { outcome, method: 'orange_money', phone: '07 12 34 56 78' },
  });
  expect(done.statusCode, done.body).toBe(200);
}

/** A round trip booked and paid through the API (sandbox). */
async function paidRoundTrip(
  traveller: Traveller,
  out: TripRow,
  back: TripRow,
  seats: number[],
  returnSeats: number[],
) {
  const made = await app.inject({
    method: 'POST',
    url: '/api/travel/bookings',
    headers: traveller.auth,
    payload: {
      ...bookingRequest(out, seats, { back, returnSeats }),
      passengerDetails: { fullName: 'Awa Koné', email: traveller.user.email, phoneNumber: '07 12 34 56 78' },
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().data._id as string;
  await pay(traveller.auth, id, 'success');
  expect((await readBooking(db, id)).status).toBe('confirmed');
  return id;
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

describe('POST /travel/bookings/{id}/change, a round trip', () => {
  it('moves only the return to a cheaper departure: refund due, outbound untouched, old QR refused', async () => {
    const traveller = await signUp(app);
    const { out, back, another } = await roundTrip(72, 10_000, 120, 9_000);
    const id = await paidRoundTrip(traveller, out, back, [1, 2], [3, 4]);
    const oldQr = await ticketQrText(db, ctx.config.TICKET_SECRET, (await loadTicketView(db, id))!);
    const later = await another('back', 144, 7_000);

    const res = await change(traveller.auth, id, {
      leg: 'return',
      tripId: later.id,
      seats: [5, 6],
      totalPrice: total(17_000, 2),
    });
    expect(res.statusCode, res.body).toBe(200);
    const refund = total(19_000, 2) - total(17_000, 2);
    expect(res.json().message).toBe(
      `Réservation modifiée : votre nouveau billet vous a été envoyé. ${formatFcfa(refund)} vous seront remboursés sous 5 à 7 jours ouvrés.`,
    );
    expect(res.json().data).toMatchObject({
      amountDue: 0,
      refundDue: refund,
      booking: { selectedSeats: [1, 2], returnSelectedSeats: [5, 6], totalPrice: total(17_000, 2) },
    });
    expect(res.json().data.booking.outboundRoute._id).toBe(out.id);
    expect(res.json().data.booking.returnRoute._id).toBe(later.id);
    expect(await seatsOf(id, out.id)).toEqual([1, 2]);
    expect(await seatsOf(id, back.id)).toEqual([]);
    expect(await seatsOf(id, later.id)).toEqual([5, 6]);

    const detail = await admin('GET', `/api/admin/bookings/${id}`);
    expect(detail.json().data.changes).toEqual([
      expect.objectContaining({
        leg: 'return',
        status: 'applied',
        from: expect.objectContaining({ _id: back.id }),
        to: expect.objectContaining({ _id: later.id }),
        fromSeats: [3, 4],
        toSeats: [5, 6],
        returnMove: null,
        refundDue: refund,
      }),
    ]);
    const refused = await admin('POST', '/api/admin/boarding/verify', { qr: oldQr });
    expect(refused.json().data).toMatchObject({ valid: false, reason: 'revoked' });
  });

  it('asks for the difference of a dearer return and keeps the old return seats until it is paid', async () => {
    const traveller = await signUp(app);
    const { out, back, another } = await roundTrip(72, 10_000, 120, 9_000);
    const id = await paidRoundTrip(traveller, out, back, [1], [1]);
    const dearer = await another('back', 130, 12_000);
    const due = total(22_000, 1) - total(19_000, 1);

    const res = await change(traveller.auth, id, {
      leg: 'return',
      tripId: dearer.id,
      seats: [8],
      totalPrice: total(22_000, 1),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      amountDue: due,
      pendingChange: {
        leg: 'return',
        seats: [8],
        amountDue: due,
        route: { _id: dearer.id },
        returnRoute: null,
      },
    });
    // Both returns held while the difference waits; a failed payment moves nothing.
    expect(await seatsOf(id, back.id)).toEqual([1]);
    expect(await seatsOf(id, dearer.id)).toEqual([8]);
    await pay(traveller.auth, id, 'failed');
    expect((await readBooking(db, id)).returnTripId).toBe(back.id);

    await pay(traveller.auth, id, 'success');
    expect(await readBooking(db, id)).toMatchObject({
      outboundTripId: out.id,
      returnTripId: dearer.id,
      selectedSeats: [1],
      returnSelectedSeats: [8],
      totalPrice: total(22_000, 1),
    });
    expect(await seatsOf(id, back.id)).toEqual([]);
    expect(await seatsOf(id, out.id)).toEqual([1]);
  });

  it('moves both journeys in one change, one difference to pay; a seat taken on either moves nothing', async () => {
    const traveller = await signUp(app);
    const rival = await signUp(app);
    const { out, back, another } = await roundTrip(72, 10_000, 120, 9_000);
    const id = await paidRoundTrip(traveller, out, back, [1], [2]);
    const newOut = await another('out', 96, 11_000);
    const newBack = await another('back', 150, 9_500);
    const taken = await app.inject({
      method: 'POST',
      url: '/api/travel/bookings',
      headers: rival.auth,
      payload: bookingRequest(newBack, [7]),
    });
    expect(taken.statusCode).toBe(201);
    const body = {
      leg: 'both',
      tripId: newOut.id,
      seats: [3],
      returnTripId: newBack.id,
      totalPrice: total(20_500, 1),
    };

    const clash = await change(traveller.auth, id, { ...body, returnSeats: [7] });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ takenSeats: [7] });
    // Nothing moved, nothing half-held: the old seats are still the traveller's, the new outbound one is free.
    expect(await seatsOf(id, out.id)).toEqual([1]);
    expect(await seatsOf(id, back.id)).toEqual([2]);
    expect(await seatsOf(id, newOut.id)).toEqual([]);

    const res = await change(traveller.auth, id, { ...body, returnSeats: [8] });
    expect(res.statusCode, res.body).toBe(200);
    const due = total(20_500, 1) - total(19_000, 1);
    expect(res.json().data).toMatchObject({
      amountDue: due,
      pendingChange: {
        leg: 'both',
        route: { _id: newOut.id },
        seats: [3],
        returnRoute: { _id: newBack.id },
        returnSeats: [8],
      },
    });
    await pay(traveller.auth, id, 'success');
    expect(await readBooking(db, id)).toMatchObject({
      outboundTripId: newOut.id,
      returnTripId: newBack.id,
      selectedSeats: [3],
      returnSelectedSeats: [8],
    });
    for (const [trip, seats] of [
      [out.id, []],
      [back.id, []],
      [newOut.id, [3]],
      [newBack.id, [8]],
    ] as const) {
      expect(await seatsOf(id, trip)).toEqual(seats);
    }
    const [entry] = await auditOf(db, { entityId: id, action: 'booking.change' });
    expect(entry!.data).toMatchObject({
      leg: 'both',
      trip: [out.id, newOut.id],
      returnTrip: [back.id, newBack.id],
      amountPaid: due,
    });
    const history = (await admin('GET', `/api/admin/bookings/${id}`)).json().data.changes;
    expect(history[0]).toMatchObject({
      leg: 'both',
      returnMove: { from: { _id: back.id }, to: { _id: newBack.id }, fromSeats: [2], toSeats: [8] },
    });
  });

  it("applies the 24 h window to each journey's own departure", async () => {
    const traveller = await signUp(app);
    // The outbound bus leaves in 10 h: too late to move it, but the return, in four days, can still move.
    const { out, back, another } = await roundTrip(10, 10_000, 96, 10_000);
    const id = await paidRoundTrip(traveller, out, back, [1], [1]);
    const otherOut = await another('out', 48, 10_000);
    const otherBack = await another('back', 120, 10_000);

    const outbound = await change(
      traveller.auth,
      id,
      { tripId: otherOut.id, seats: [1], totalPrice: total(20_000, 1) },
      'en',
    );
    expect(outbound.statusCode).toBe(409);
    expect(outbound.json().message).toBe(
      'A booking cannot be changed less than 24 hours before departure. Contact support.',
    );
    const both = await change(traveller.auth, id, {
      leg: 'both',
      tripId: otherOut.id,
      seats: [1],
      returnTripId: otherBack.id,
      returnSeats: [1],
      totalPrice: total(20_000, 1),
    });
    expect(both.statusCode).toBe(409);

    const ret = await change(traveller.auth, id, {
      leg: 'return',
      tripId: otherBack.id,
      seats: [4],
      totalPrice: total(20_000, 1),
    });
    expect(ret.statusCode, ret.body).toBe(200);
    expect(await seatsOf(id, otherBack.id)).toEqual([4]);

    // A return leaving within 24 h cannot move either, said in the traveller's language.
    const soon = await roundTrip(5, 10_000, 20, 10_000);
    const late = await paidRoundTrip(traveller, soon.out, soon.back, [1], [1]);
    const laterBack = await soon.another('back', 60, 10_000);
    const tooLate = await change(
      traveller.auth,
      late,
      { leg: 'return', tripId: laterBack.id, seats: [1], totalPrice: total(20_000, 1) },
      'es',
    );
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe(
      'El regreso no se puede modificar a menos de 24 horas de su salida. Contacte con soporte.',
    );
    expect(await seatsOf(late, soon.back.id)).toEqual([1]);
  });

  it('keeps to the rules: a return on its own line, after the outbound arrival; no return on a one-way', async () => {
    const traveller = await signUp(app);
    const { out, back, another } = await roundTrip(72, 10_000, 120, 10_000);
    const id = await paidRoundTrip(traveller, out, back, [1], [1]);

    // The outbound direction is not a return.
    const wrongWay = await another('out', 130, 10_000);
    const res = await change(
      traveller.auth,
      id,
      { leg: 'return', tripId: wrongWay.id, seats: [1], totalPrice: total(20_000, 1) },
      'en',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'tripId' })]);

    // A return leaving before the outbound bus arrives (it lasts four hours).
    const tooEarly = await another('back', 74, 10_000);
    const early = await change(traveller.auth, id, {
      leg: 'return',
      tripId: tooEarly.id,
      seats: [1],
      totalPrice: total(20_000, 1),
    });
    expect(early.statusCode).toBe(400);

    const missing = await change(
      traveller.auth,
      id,
      { leg: 'both', tripId: wrongWay.id, seats: [1], totalPrice: 1 },
      'en',
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(
      expect.arrayContaining([{ field: 'returnTripId', message: 'Please choose a return trip' }]),
    );

    const oneWay = await createTrip(db, { ...hoursFromNow(72), price: 10_000 });
    const single = await app.inject({
      method: 'POST',
      url: '/api/travel/bookings',
      headers: traveller.auth,
      payload: {
        ...bookingRequest(oneWay.trip, [2]),
        passengerDetails: {
          fullName: 'Awa Koné',
          email: traveller.user.email,
          phoneNumber: '07 12 34 56 78',
        },
      },
    });
    const singleId = single.json().data._id as string;
    await pay(traveller.auth, singleId, 'success');
    const noReturn = await change(
      traveller.auth,
      singleId,
      { leg: 'return', tripId: oneWay.trip.id, seats: [2], totalPrice: 1 },
      'en',
    );
    expect(noReturn.statusCode).toBe(400);
    expect(noReturn.json().message).toBe('This booking has no return journey to change');
  });
});
