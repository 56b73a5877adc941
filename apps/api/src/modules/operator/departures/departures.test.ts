import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, payments } from '../../../db/schema';
import { newId, randomToken } from '../../../lib/ids';
import { createBus, createCompany, createTrip, inDays, insertBooking } from '../../../../test/factories';
import { createTestApp, signUp } from '../../../../test/helper';
import { signUpStaff } from '../../../../test/operator-factories';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const companyA = await createCompany(db);
const companyB = await createCompany(db);
const conductorA = await signUpStaff(app, companyA.id, 'conductor');
const managerB = await signUpStaff(app, companyB.id, 'manager');
const traveller = await signUp(app);

const bus = await createBus(db, companyA.id, { totalSeats: 6, layout: '2x1' });
const { trip, from, to } = await createTrip(db, {
  company: companyA,
  bus,
  departureDate: inDays(2),
  price: 8000,
});
// The way back, on another company's bus: a round trip's fare is split between its two legs.
const { trip: back } = await createTrip(db, {
  from: to,
  to: from,
  company: companyB,
  departureDate: inDays(4),
  price: 2000,
});
const { trip: later } = await createTrip(db, { company: companyA, bus, departureDate: inDays(20) });
await createTrip(db, { company: companyB, departureDate: inDays(2) });

const paid = await insertBooking(db, { trip, userId: traveller.user._id, seats: [1, 2] });
await db
  .update(bookings)
  .set({
    passengers: [
      { seat: 1, fullName: 'Awa Koné' },
      { seat: 2, fullName: '=HYPERLINK("http://evil")' },
    ],
    boardedAt: new Date(),
  })
  .where(eq(bookings.id, paid.id));
await db.insert(payments).values({
  id: newId(),
  bookingId: paid.id,
  provider: 'sandbox',
  token: randomToken(),
  amount: paid.totalPrice,
  status: 'success',
  method: 'orange_money',
});
const roundTrip = await insertBooking(db, { trip, back, userId: traveller.user._id, seats: [4] });
await insertBooking(db, { trip, userId: traveller.user._id, seats: [5], status: 'pending_payment' });

describe('GET /operator/departures', () => {
  it("shows the company's next seven days with seats sold, held and free, and the fares' revenue", async () => {
    const res = await conductorA.call('GET', '/api/operator/departures');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data;
    expect(list.map((d: { _id: string }) => d._id)).toEqual([trip.id]);
    expect(list[0]).toMatchObject({
      from: { _id: from.id },
      bus: { _id: bus.id, totalSeats: 6 },
      seatsOnSale: 6,
      sold: 3,
      held: 1,
      free: 2,
      // 2 × 8,000 one way, and the outbound share of a round trip at 8,000 + 2,000: 8,000.
      revenue: 24_000,
      delayMinutes: 0,
      status: 'scheduled',
    });
    expect(roundTrip.subtotal).toBe(10_000);
  });

  it('takes a period of at most 31 days, earliest first', async () => {
    const wide = await conductorA.call('GET', `/api/operator/departures?from=${inDays(0)}&to=${inDays(30)}`);
    expect(wide.json().data.map((d: { _id: string }) => d._id)).toEqual([trip.id, later.id]);
    for (const query of [`from=${inDays(5)}&to=${inDays(1)}`, `from=${inDays(0)}&to=${inDays(31)}`]) {
      const res = await conductorA.call('GET', `/api/operator/departures?${query}`);
      expect([res.statusCode, res.json().message]).toEqual([
        400,
        'Période invalide : du plus tôt au plus tard, 31 jours au plus',
      ]);
    }
    expect((await conductorA.call('GET', '/api/operator/departures?from=2026-02-30')).statusCode).toBe(400);
  });
});

describe('GET /operator/departures/{id}/manifest', () => {
  it('lists every seat with its passenger, contact, channel, payment and boarding', async () => {
    const res = await conductorA.call('GET', `/api/operator/departures/${trip.id}/manifest`);
    expect(res.statusCode, res.body).toBe(200);
    const seats = res.json().data.seats;
    expect(seats).toHaveLength(6);
    expect(seats[0]).toEqual({
      seat: 1,
      state: 'sold',
      passenger: 'Awa Koné',
      contact: { email: 'awa@example.ci', phone: '+2250712345678' },
      channel: 'online',
      payment: { status: 'paid', method: 'orange_money' },
      bookingId: paid.id,
      reference: paid.reference,
      boarded: true,
      // Boarded at the back office's check: when, but no conductor's name.
      boardedAt: expect.any(String),
      boardedBy: null,
    });
    expect(seats.map((s: { state: string }) => s.state)).toEqual([
      'sold',
      'sold',
      'free',
      'sold',
      'held',
      'free',
    ]);
    expect(seats[3]).toMatchObject({ bookingId: roundTrip.id, boarded: false, payment: { method: null } });
    expect(seats[4]).toMatchObject({ payment: { status: 'pending', method: null } });
  });

  it('exports CSV in the caller language, formulas kept as text, and an A4 PDF', async () => {
    const csv = await app.inject({
      method: 'GET',
      url: `/api/operator/departures/${trip.id}/manifest?format=csv`,
      headers: { ...conductorA.auth, 'accept-language': 'en' },
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Seat,Passenger,Contact,Channel,Payment,Booking,Boarded');
    expect(lines[1]).toBe(
      `1,Awa Koné,awa@example.ci / +2250712345678,Online,orange_money,${paid.reference},yes`,
    );
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[3]).toBe('3,free,,,,,');
    const pdf = await conductorA.call('GET', `/api/operator/departures/${trip.id}/manifest?format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await conductorA.call('GET', `/api/operator/departures/${trip.id}/manifest?format=xls`)).statusCode,
    ).toBe(400);
  });

  it("answers 404 for another company's departure", async () => {
    const res = await managerB.call('GET', `/api/operator/departures/${trip.id}/manifest`);
    expect([res.statusCode, res.json().message]).toEqual([404, 'Trajet introuvable']);
    const board = (await managerB.call('GET', '/api/operator/departures')).json().data;
    expect(board.map((d: { _id: string }) => d._id)).not.toContain(trip.id);
  });
  it('lists the revoked tickets: the cancelled bookings of either leg, for phones boarding offline', async () => {
    // Beyond the board's 31 days, so that the lists above stay as they are.
    const { trip: far } = await createTrip(db, { company: companyA, bus, departureDate: inDays(40) });
    const { trip: farBack } = await createTrip(db, { company: companyA, bus, departureDate: inDays(42) });
    const gone = await insertBooking(db, { trip: far, userId: traveller.user._id, seats: [1] });
    const goneBack = await insertBooking(db, {
      trip: farBack,
      back: far,
      userId: traveller.user._id,
      seats: [2],
    });
    await insertBooking(db, { trip: far, userId: traveller.user._id, seats: [3] });
    const cancelledAt = new Date('2026-01-02T03:04:05Z');
    for (const id of [gone.id, goneBack.id]) {
      await db.update(bookings).set({ status: 'cancelled', cancelledAt }).where(eq(bookings.id, id));
    }
    const res = await conductorA.call('GET', `/api/operator/departures/${far.id}/manifest`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.revoked).toEqual(
      [gone, goneBack]
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((b) => ({ bookingId: b.id, reference: b.reference, revokedAt: cancelledAt.toISOString() })),
    );
    const plain = await conductorA.call('GET', `/api/operator/departures/${trip.id}/manifest`);
    expect(plain.json().data.revoked).toEqual([]);
  });
});
