import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingSeats, bookings, payments, smsMessages, users } from '../../../db/schema';
import { newId, randomToken } from '../../../lib/ids';
import { auditOf, caller, signUpAdmin } from '../../../../test/admin-factories';
import {
  bookingRequest,
  createCompany,
  createTrip,
  inDays,
  insertBooking,
  type TripRow,
} from '../../../../test/factories';
import { createTestApp, readOutbox, signUp } from '../../../../test/helper';
import { signUpStaff } from '../../../../test/operator-factories';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const companyA = await createCompany(db);
const companyB = await createCompany(db);
const managerA = await signUpStaff(app, companyA.id, 'manager');
const agentA = await signUpStaff(app, companyA.id, 'agent');
const managerB = await signUpStaff(app, companyB.id, 'manager');
const admin = caller(app, (await signUpAdmin(app)).auth);

/** A paid booking of a new traveller, their notices in `language` (the account's) or the booking's own. */
async function paidBooking(
  trip: TripRow,
  seat: number,
  language: { account?: string; booking?: string } = {},
) {
  const traveller = await signUp(app);
  if (language.account)
    await db.update(users).set({ language: language.account }).where(eq(users.id, traveller.user._id));
  const booking = await insertBooking(db, { trip, userId: traveller.user._id, seats: [seat] });
  const email = `p${booking.reference.toLowerCase()}@example.ci`;
  const phone = `+22507${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await db
    .update(bookings)
    .set({ passengerEmail: email, passengerPhone: phone, language: language.booking ?? null })
    .where(eq(bookings.id, booking.id));
  await db.insert(payments).values({
    id: newId(),
    bookingId: booking.id,
    provider: 'sandbox',
    token: randomToken(),
    amount: booking.totalPrice,
    status: 'success',
    method: 'mtn_momo',
  });
  return { ...booking, email, phone, traveller };
}

const messagesTo = (to: string) => readOutbox(ctx.dataDir).filter((m) => m.to === to);
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('POST /operator/departures/{id}/delay', () => {
  it('records the delay, shows it on the board and tells every paid passenger in their language', async () => {
    const { trip } = await createTrip(db, {
      company: companyA,
      departureDate: inDays(1),
      departureTime: '08:00',
    });
    const french = await paidBooking(trip, 1);
    const english = await paidBooking(trip, 2, { account: 'en' });
    const spanish = await paidBooking(trip, 3, { account: 'en', booking: 'es' });
    const res = await managerA.call('POST', `/api/operator/departures/${trip.id}/delay`, {
      minutes: 45,
      reason: 'Panne réparée',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Retard enregistré : 3 passager(s) prévenu(s)',
      data: { bookings: 3, departure: { delayMinutes: 45, delayReason: 'Panne réparée', status: 'delayed' } },
    });
    await settle();
    const [mailFr, smsFr] = [messagesTo(french.email), messagesTo(french.phone)];
    expect(mailFr[0]!.subject).toContain('est retardé');
    expect(mailFr[0]!.text).toContain('nouveau départ prévu à 08:45');
    expect(smsFr[0]!.text).toContain('retardé de 45 min');
    expect(messagesTo(english.email)[0]!.subject).toContain('is delayed');
    expect(messagesTo(english.phone)[0]!.text).toContain('delayed 45 min');
    expect(messagesTo(spanish.email)[0]!.subject).toContain('está retrasada');

    const again = await managerA.call('POST', `/api/operator/departures/${trip.id}/delay`, {
      minutes: 45,
      reason: 'Panne réparée',
    });
    expect(again.json().data.bookings).toBe(0);
    await settle();
    expect(messagesTo(french.email)).toHaveLength(1);
    const board = (await agentA.call('GET', '/api/operator/departures')).json().data;
    expect(board.find((d: { _id: string }) => d._id === trip.id)).toMatchObject({ delayMinutes: 45 });
    expect((await auditOf(db, { entityId: trip.id })).map((e) => e.action)).toEqual(['trip.delay']);
    // The traveller's ticket states it too.
    const ticket = await app.inject({
      method: 'GET',
      url: `/api/travel/bookings/${french.id}`,
      headers: french.traveller.auth,
    });
    expect(ticket.json().data.outboundRoute.delay).toEqual({ minutes: 45, reason: 'Panne réparée' });
  });

  it('is for managers of the company, on a departure not yet gone', async () => {
    const { trip } = await createTrip(db, { company: companyA, departureDate: inDays(1) });
    const body = { minutes: 10, reason: 'Trafic' };
    expect((await agentA.call('POST', `/api/operator/departures/${trip.id}/delay`, body)).statusCode).toBe(
      403,
    );
    expect((await managerB.call('POST', `/api/operator/departures/${trip.id}/delay`, body)).statusCode).toBe(
      404,
    );
    const bad = await managerA.call('POST', `/api/operator/departures/${trip.id}/delay`, {
      minutes: 2000,
      reason: '',
    });
    expect(bad.json().errors).toEqual([
      { field: 'minutes', message: 'Retard invalide (0 à 1440 minutes)' },
      { field: 'reason', message: 'Le motif est requis' },
    ]);
    const { trip: gone } = await createTrip(db, { company: companyA, departureDate: inDays(-1) });
    const late = await managerA.call('POST', `/api/operator/departures/${gone.id}/delay`, body);
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      'Ce départ a déjà eu lieu : il ne peut plus être modifié',
    ]);
  });
});

describe('POST /operator/departures/{id}/cancel', () => {
  it('cancels every booking with a full refund due, frees the seats, tells each passenger, once', async () => {
    const { trip } = await createTrip(db, {
      company: companyA,
      departureDate: inDays(3),
      departureTime: '09:30',
    });
    const paid = await paidBooking(trip, 1, { booking: 'en' });
    const unpaidOwner = await signUp(app);
    const unpaid = await insertBooking(db, {
      trip,
      userId: unpaidOwner.user._id,
      seats: [2],
      status: 'pending_payment',
      holdExpiresAt: new Date(Date.now() + 600_000),
    });

    // Two managers' clicks at once: one cancellation, one set of notices.
    const [first, second] = await Promise.all(
      [0, 1].map(() =>
        managerA.call('POST', `/api/operator/departures/${trip.id}/cancel`, { reason: 'Route coupée' }),
      ),
    );
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    expect([first!.json().data.bookings, second!.json().data.bookings].sort()).toEqual([0, 2]);
    expect(first!.json().data.departure).toMatchObject({ status: 'cancelled', cancelReason: 'Route coupée' });

    const [paidRow] = await db.select().from(bookings).where(eq(bookings.id, paid.id));
    expect(paidRow).toMatchObject({
      status: 'cancelled',
      cancelReason: 'departure_cancelled',
      refundAmount: paid.totalPrice,
    });
    const [unpaidRow] = await db.select().from(bookings).where(eq(bookings.id, unpaid.id));
    expect(unpaidRow).toMatchObject({ status: 'cancelled', refundAmount: null });
    expect(await db.select().from(bookingSeats).where(eq(bookingSeats.tripId, trip.id))).toEqual([]);

    const refunds = (await admin('GET', '/api/admin/refunds')).json().data;
    expect(refunds.find((r: { bookingId: string }) => r.bookingId === paid.id)).toMatchObject({
      amount: paid.totalPrice,
      reason: 'departure_cancelled',
    });

    await settle();
    const mails = messagesTo(paid.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('is cancelled');
    expect(mails[0]!.text).toContain('Reason: Route coupée');
    expect(messagesTo(paid.phone)).toHaveLength(1);
    const sms = await db.select().from(smsMessages).where(eq(smsMessages.bookingId, paid.id));
    expect(sms.map((m) => m.kind)).toEqual(['departure-cancelled']);
    expect((await auditOf(db, { entityId: paid.id }))[0]!.data).toMatchObject({
      status: ['confirmed', 'cancelled'],
      reason: 'departure_cancelled',
    });

    // Nothing is for sale any more, and the departure can no longer be delayed.
    const booking = await caller(app, unpaidOwner.auth)(
      'POST',
      '/api/travel/bookings',
      bookingRequest(trip, [3]),
    );
    expect(booking.statusCode).toBeGreaterThanOrEqual(400);
    const delay = await managerA.call('POST', `/api/operator/departures/${trip.id}/delay`, {
      minutes: 5,
      reason: 'x',
    });
    expect([delay.statusCode, delay.json().message]).toEqual([
      409,
      'Ce départ est annulé : il ne peut plus être modifié',
    ]);
  });

  it('tells a traveller in the language they booked in', async () => {
    const { trip } = await createTrip(db, { company: companyA, departureDate: inDays(6) });
    const traveller = await signUp(app);
    const email = `es.${Date.now()}@example.ci`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/travel/bookings',
      headers: { ...traveller.auth, 'accept-language': 'es' },
      payload: {
        ...bookingRequest(trip, [9]),
        passengerDetails: { fullName: 'Ana', email, phoneNumber: '0708091011' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    await db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, res.json().data._id));
    await managerA.call('POST', `/api/operator/departures/${trip.id}/cancel`, { reason: 'Lluvia' });
    await settle();
    expect(messagesTo(email)[0]!.subject).toContain('está cancelada');
  });

  it("answers 404 to another company's manager and changes nothing", async () => {
    const { trip } = await createTrip(db, { company: companyA, departureDate: inDays(2) });
    const booking = await paidBooking(trip, 4);
    const res = await managerB.call('POST', `/api/operator/departures/${trip.id}/cancel`, { reason: 'x' });
    expect(res.statusCode).toBe(404);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe('confirmed');
  });
});
