import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, bookingSeats, payments, smsMessages } from '../../../db/schema';
import { createBus, createCompany, createTrip, inDays } from '../../../../test/factories';
import { createTestApp } from '../../../../test/helper';
import { signUpStaff } from '../../../../test/operator-factories';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const companyA = await createCompany(db);
const companyB = await createCompany(db);
const agentA = await signUpStaff(app, companyA.id, 'agent');
const conductorA = await signUpStaff(app, companyA.id, 'conductor');
const managerB = await signUpStaff(app, companyB.id, 'manager');
const bus = await createBus(db, companyA.id, { totalSeats: 12, layout: '2x2' });
const { trip } = await createTrip(db, { company: companyA, bus, departureDate: inDays(1), price: 7500 });

let keys = 0;
const newKey = () => `sale-key-${Date.now()}-${(keys += 1)}`;
const saleOf = (seats: number[], extra: Record<string, unknown> = {}) => ({
  tripId: trip.id,
  seats,
  passengers: seats.map((seat) => ({ seat, fullName: `Passager ${seat}` })),
  phone: '07 12 34 56 78',
  payment: { method: 'cash' },
  ...extra,
});
const sell = (who: typeof agentA, body: unknown, key: string | null = newKey()) =>
  app.inject({
    method: 'POST',
    url: '/api/operator/sales',
    headers: { ...who.auth, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body as object,
  });
const bookingsOn = async (tripId: string) =>
  (await db.select().from(bookings).where(eq(bookings.outboundTripId, tripId))).length;

describe('POST /operator/sales', () => {
  it('sells seats for cash, confirmed at once at the company fare with no fee, and texts the ticket', async () => {
    const res = await sell(agentA, saleOf([1, 2]));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().data;
    expect(booking).toMatchObject({ status: 'confirmed', selectedSeats: [1, 2], totalPrice: 15_000 });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row).toMatchObject({
      channel: 'counter',
      soldBy: agentA.user._id,
      fee: 0,
      subtotal: 15_000,
      passengerPhone: '+2250712345678',
      passengers: [
        { seat: 1, fullName: 'Passager 1' },
        { seat: 2, fullName: 'Passager 2' },
      ],
    });
    const [paid] = await db.select().from(payments).where(eq(payments.bookingId, booking._id));
    expect(paid).toMatchObject({ status: 'success', method: 'cash', amount: 15_000 });
    const sms = await db.select().from(smsMessages).where(eq(smsMessages.bookingId, booking._id));
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ to: '+2250712345678', kind: 'ticket' });
    expect(sms[0]!.text).toContain(booking.reference ?? row!.reference);
  });

  it('answers a retry with the first answer, and refuses the key with another body', async () => {
    const key = newKey();
    const first = await sell(agentA, saleOf([3]), key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await sell(agentA, saleOf([3]), key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const other = await sell(agentA, saleOf([4]), key);
    expect([other.statusCode, other.json().message]).toEqual([
      409,
      'Cette clé Idempotency-Key a déjà servi pour une autre vente',
    ]);
    const rows = await db.select().from(bookingSeats).where(eq(bookingSeats.tripId, trip.id));
    expect(rows.filter((s) => s.seatNumber === 3 || s.seatNumber === 4)).toHaveLength(1);
  });

  it('sells once for two simultaneous requests carrying one key', async () => {
    const before = await bookingsOn(trip.id);
    const key = newKey();
    const [a, b] = await Promise.all([sell(agentA, saleOf([5, 6]), key), sell(agentA, saleOf([5, 6]), key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data._id).toBe(b.json().data._id);
    expect(await bookingsOn(trip.id)).toBe(before + 1);
  });

  it('refuses seats already sold (409), another company departure (404), a conductor (403)', async () => {
    const taken = await sell(agentA, saleOf([1, 7]));
    expect([taken.statusCode, taken.json().takenSeats]).toEqual([409, [1]]);
    // The failed sale left nothing behind: seat 7 is still for sale, and the same key may be tried again.
    expect((await sell(agentA, saleOf([7]))).statusCode).toBe(201);
    const foreign = await sell(managerB, saleOf([8]));
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, 'Trajet introuvable']);
    expect((await sell(conductorA, saleOf([8]))).statusCode).toBe(403);
  });

  it('refuses a missing key and a bad body with 400, in the caller language', async () => {
    const noKey = await sell(agentA, saleOf([9]), null);
    expect([noKey.statusCode, noKey.json().message]).toContain(400);
    const mismatch = await app.inject({
      method: 'POST',
      url: '/api/operator/sales',
      headers: { ...agentA.auth, 'idempotency-key': newKey(), 'accept-language': 'en' },
      payload: saleOf([9], { passengers: [{ seat: 10, fullName: 'X' }] }),
    });
    expect(mismatch.statusCode).toBe(400);
    expect(JSON.stringify(mismatch.json())).toContain('Give one name for each booked seat');
    for (const body of [saleOf([9], { payment: { method: 'card' } }), saleOf([]), {}, []]) {
      expect((await sell(agentA, body)).statusCode).toBe(400);
    }
  });
});
