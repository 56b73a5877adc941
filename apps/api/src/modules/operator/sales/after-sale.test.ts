import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bookings, bookingSeats, payments, saleVoids } from '../../../db/schema';
import { bookingRequest, createBus, createCompany, createTrip, inDays } from '../../../../test/factories';
import { createTestApp, signUp } from '../../../../test/helper';
import { signUpStaff } from '../../../../test/operator-factories';
import { createPendingBooking } from '../../../../test/payment-factories';
import { pdfText } from '../../../../test/pdf-text';

/** What follows a counter sale (DESIGN §10): void, receipt, mobile money, pay at the counter, the web race. */
const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const companyA = await createCompany(db);
const companyB = await createCompany(db);
const agentA = await signUpStaff(app, companyA.id, 'agent');
const otherAgentA = await signUpStaff(app, companyA.id, 'agent');
const managerA = await signUpStaff(app, companyA.id, 'manager');
const managerB = await signUpStaff(app, companyB.id, 'manager');
const bus = await createBus(db, companyA.id, { totalSeats: 40, layout: '2x2' });
const { trip } = await createTrip(db, { company: companyA, bus, departureDate: inDays(1), price: 6000 });

let keys = 0;
const sell = async (seats: number[], who = agentA, payment: object = { method: 'cash' }) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/operator/sales',
    headers: { ...who.auth, 'idempotency-key': `after-sale-${Date.now()}-${(keys += 1)}` },
    payload: {
      tripId: trip.id,
      seats,
      passengers: seats.map((seat) => ({ seat, fullName: `Voyageur ${seat}` })),
      payment,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; reference: string; status: string; paymentUrl?: string };
};
const call = (who: { auth: Record<string, string> }, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: who.auth, ...(payload && { payload }) });
const voidIt = (who: { auth: Record<string, string> }, id: string, reason = 'Erreur de siège') =>
  call(who, 'POST', `/api/operator/sales/${id}/void`, { reason });
const seatsOf = async (id: string) =>
  (await db.select().from(bookingSeats).where(eq(bookingSeats.bookingId, id))).map((s) => s.seatNumber);
const soldMinutesAgo = (id: string, minutes: number) =>
  db
    .update(bookings)
    .set({ confirmedAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(bookings.id, id));

describe('POST /operator/sales/{id}/void', () => {
  it('lets the agent void their own sale within 30 minutes: cancelled, seats freed, audited, ticket revoked', async () => {
    const sale = await sell([1, 2]);
    const res = await voidIt(agentA, sale._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    expect(await seatsOf(sale._id)).toEqual([]);
    const [voided] = await db.select().from(saleVoids).where(eq(saleVoids.bookingId, sale._id));
    expect(voided).toMatchObject({
      reason: 'Erreur de siège',
      amount: 12_000,
      cash: true,
      soldBy: agentA.user._id,
    });
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, sale._id));
    expect(audit.map((a) => a.action)).toContain('sale.void');
    const manifest = await call(managerA, 'GET', `/api/operator/departures/${trip.id}/manifest`);
    expect(manifest.json().data.revoked.map((r: { bookingId: string }) => r.bookingId)).toContain(sale._id);
    // The seats are for sale again, and a second void is refused.
    await sell([1, 2]);
    expect((await voidIt(agentA, sale._id)).json().message).toBe('Cette vente est déjà annulée');
  });

  it('refuses the agent after 30 minutes (the manager then voids it), and another agent sale', async () => {
    const sale = await sell([3]);
    await soldMinutesAgo(sale._id, 31);
    const late = await voidIt(agentA, sale._id);
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      "Plus de 30 minutes après la vente : seul un gérant peut l'annuler",
    ]);
    expect((await voidIt(otherAgentA, sale._id)).statusCode).toBe(404);
    expect((await voidIt(managerB, sale._id)).statusCode).toBe(404);
    expect(await seatsOf(sale._id)).toEqual([3]);
    const byManager = await voidIt(managerA, sale._id, 'Client absent');
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect(await seatsOf(sale._id)).toEqual([]);
  });

  it('refuses a web booking, a blank reason, and a departed bus', async () => {
    const traveller = await signUp(app);
    const web = await app.inject({
      method: 'POST',
      url: '/api/travel/bookings',
      headers: traveller.auth,
      payload: bookingRequest(trip, [30]),
    });
    expect((await voidIt(managerA, web.json().data._id)).statusCode).toBe(404);
    const sale = await sell([4]);
    const blank = await voidIt(agentA, sale._id, '  ');
    expect([blank.statusCode, blank.json().message]).toEqual([400, expect.any(String)]);
    const { trip: gone } = await createTrip(db, { company: companyA, bus, departureDate: inDays(-1) });
    await db.update(bookings).set({ outboundTripId: gone.id }).where(eq(bookings.id, sale._id));
    expect((await voidIt(managerA, sale._id)).json().message).toBe(
      'Le car est parti : cette vente ne peut plus être annulée',
    );
  });
});

describe('GET /operator/sales/{id}/receipt', () => {
  it('is an 80 mm PDF with the company, the reference, each seat passenger, the total and the seller', async () => {
    const sale = await sell([5, 6]);
    const res = await call(otherAgentA, 'GET', `/api/operator/sales/${sale._id}/receipt`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(res.rawPayload.toString('latin1'))!;
    expect(Number(box[1])).toBeCloseTo(226.77, 2);
    expect(Number(box[2])).toBeGreaterThan(400);
    expect(res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    const text = pdfText(res.rawPayload);
    for (const part of [
      companyA.name,
      sale.reference,
      'Voyageur 5',
      'Voyageur 6',
      '12 000',
      'Payé en espèces',
    ])
      expect(text).toContain(part);
    expect(text).toContain(agentA.user.firstName);
    // The short boarding code, for a conductor to type when the paper QR will not scan.
    const { ticket } = (await call(agentA, 'GET', `/api/operator/sales/${sale._id}`)).json().data;
    expect(text).toContain(`${ticket.code.slice(0, 4)}-${ticket.code.slice(4)}`);
  });

  it("speaks the language the agent sold in, and the agent's for a sale that recorded none", async () => {
    const receipt = async (id: string, language = 'fr') => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/operator/sales/${id}/receipt`,
        headers: { ...agentA.auth, 'accept-language': language },
      });
      expect(res.statusCode, res.body).toBe(200);
      return pdfText(res.rawPayload);
    };
    const sellIn = async (language: string, seats: number[]) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/operator/sales',
        headers: {
          ...agentA.auth,
          'accept-language': language,
          'idempotency-key': `receipt-${language}-${Date.now()}-${(keys += 1)}`,
        },
        payload: {
          tripId: trip.id,
          seats,
          passengers: seats.map((seat) => ({ seat, fullName: `Voyageur ${seat}` })),
          payment: { method: 'cash' },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data._id as string;
    };

    const english = await receipt(await sellIn('en', [31, 32]));
    for (const part of ['Counter sale receipt', 'Boarding code', 'Seat 31', '2 seats', 'Paid in cash'])
      expect(english).toContain(part);
    expect(english).toMatch(/departs \d\d:\d\d/);
    expect(english).toContain('Show when boarding');
    expect(english).not.toContain('Siège');

    const spanishSale = await sellIn('es', [33]);
    // Printed again by an agent whose screen is in French: still the traveller's Spanish.
    const spanish = await receipt(spanishSale, 'fr');
    for (const part of ['Recibo de venta en taquilla', 'Código de embarque', 'Asiento 33', '1 plaza'])
      expect(spanish).toContain(part);
    expect(spanish).toContain('Pagado en efectivo');

    // A sale made before the language was recorded: the agent's.
    await db.update(bookings).set({ language: null }).where(eq(bookings.id, spanishSale));
    expect(await receipt(spanishSale, 'en')).toContain('Paid in cash');
    expect(await receipt(spanishSale)).toContain('Payé en espèces');
  });

  it('is not found for another company, and refused for an unpaid booking', async () => {
    const sale = await sell([7]);
    expect((await call(managerB, 'GET', `/api/operator/sales/${sale._id}/receipt`)).statusCode).toBe(404);
    await voidIt(agentA, sale._id);
    expect((await call(agentA, 'GET', `/api/operator/sales/${sale._id}/receipt`)).statusCode).toBe(409);
  });
});

describe('mobile money at the counter', () => {
  it('holds the seats, pushes the payment, and the booking is confirmed once paid', async () => {
    const sale = await sell([8], agentA, { method: 'mobile_money', phone: '05 44 55 66 77' });
    expect(sale.status).toBe('pending_payment');
    const token = sale.paymentUrl!.split('/').pop()!;
    const [payment] = await db.select().from(payments).where(eq(payments.bookingId, sale._id));
    expect(payment).toMatchObject({ status: 'pending', amount: 6000, token });
    expect(await seatsOf(sale._id)).toEqual([8]);
    const paid = await app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${token}/complete`,
      payload: { outcome: 'success', method: 'mtn_momo', phone: '0544556677' },
    });
    expect(paid.statusCode, paid.body).toBeLessThan(400);
    const after = await call(agentA, 'GET', `/api/operator/sales/${sale._id}`);
    expect(after.json().data.status).toBe('confirmed');
  });
});

describe('pay at the counter', () => {
  it('finds a held USSD booking by reference or phone, takes the cash, confirms it as sold by the agent', async () => {
    const traveller = await signUp(app);
    const held = await createPendingBooking(db, {
      userId: traveller.user._id,
      trip,
      seats: [9, 10],
      passenger: { phone: '+2250102030405' },
    });
    await db.update(bookings).set({ channel: 'ussd' }).where(eq(bookings.id, held.id));
    for (const q of [held.reference.toLowerCase(), '01 02 03 04 05']) {
      const found = await call(agentA, 'GET', `/api/operator/sales/held?q=${encodeURIComponent(q)}`);
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().data.map((b: { _id: string }) => b._id)).toEqual([held.id]);
    }
    expect((await call(managerB, 'GET', `/api/operator/sales/held?q=${held.reference}`)).json().data).toEqual(
      [],
    );
    expect((await call(managerB, 'POST', `/api/operator/sales/${held.id}/pay`)).statusCode).toBe(404);

    const paid = await call(agentA, 'POST', `/api/operator/sales/${held.id}/pay`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.status).toBe('confirmed');
    const [row] = await db.select().from(bookings).where(eq(bookings.id, held.id));
    expect(row).toMatchObject({ channel: 'ussd', soldBy: agentA.user._id, status: 'confirmed' });
    const [payment] = await db.select().from(payments).where(eq(payments.bookingId, held.id));
    expect(payment).toMatchObject({ provider: 'counter', method: 'cash', status: 'success' });
    // A retry answers the same; another agent is told it is paid.
    expect((await call(agentA, 'POST', `/api/operator/sales/${held.id}/pay`)).statusCode).toBe(200);
    expect((await call(otherAgentA, 'POST', `/api/operator/sales/${held.id}/pay`)).statusCode).toBe(409);
    expect((await call(agentA, 'GET', `/api/operator/sales/${held.id}/receipt`)).statusCode).toBe(200);
  });
});

describe('the web and the counter on one seat', () => {
  it('sells it once', async () => {
    const traveller = await signUp(app);
    for (const seat of [20, 21, 22]) {
      const [web, counter] = await Promise.all([
        app.inject({
          method: 'POST',
          url: '/api/travel/bookings',
          headers: traveller.auth,
          payload: bookingRequest(trip, [seat]),
        }),
        app.inject({
          method: 'POST',
          url: '/api/operator/sales',
          headers: { ...agentA.auth, 'idempotency-key': `race-${seat}-${Date.now()}` },
          payload: {
            tripId: trip.id,
            seats: [seat],
            passengers: [{ seat, fullName: 'Comptoir' }],
            payment: { method: 'cash' },
          },
        }),
      ]);
      expect([web.statusCode, counter.statusCode].sort()).toEqual([201, 409]);
      const rows = await db.select().from(bookingSeats).where(eq(bookingSeats.tripId, trip.id));
      expect(rows.filter((r) => r.seatNumber === seat)).toHaveLength(1);
    }
  });
});
