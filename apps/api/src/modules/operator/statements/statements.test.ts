import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../../db/schema';
import { auditOf, caller, signUpAdmin } from '../../../../test/admin-factories';
import { createCompany, createTrip, insertBooking, type BookingRow } from '../../../../test/factories';
import { createTestApp, signUp } from '../../../../test/helper';
import { signUpStaff } from '../../../../test/operator-factories';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const admin = caller(app, (await signUpAdmin(app)).auth);
const companyA = await createCompany(db);
const companyB = await createCompany(db);
const managerA = await signUpStaff(app, companyA.id, 'manager');
const agentA = await signUpStaff(app, companyA.id, 'agent');
const managerB = await signUpStaff(app, companyB.id, 'manager');
const traveller = await signUp(app);

const { trip, from, to } = await createTrip(db, {
  company: companyA,
  departureDate: '2031-03-10',
  departureTime: '07:00',
  price: 10_000,
});
const { trip: back } = await createTrip(db, {
  from: to,
  to: from,
  company: companyB,
  departureDate: '2031-03-12',
  price: 5_000,
});
const { trip: april } = await createTrip(db, {
  company: companyA,
  departureDate: '2031-04-02',
  price: 10_000,
});

async function booking(
  seats: number[],
  changes: Partial<BookingRow> = {},
  legs = { trip, back: undefined as typeof back | undefined },
) {
  const row = await insertBooking(db, {
    trip: legs.trip,
    back: legs.back,
    userId: traveller.user._id,
    seats,
  });
  if (Object.keys(changes).length > 0) await db.update(bookings).set(changes).where(eq(bookings.id, row.id));
  return row;
}

await booking([1, 2]); // online, 20,000
await booking([3], { channel: 'counter', soldBy: agentA.user._id }); // counter, 10,000, sold by the agent
const fullRefund = await booking([4]); // cancelled with the departure: 10,000 sold, all given back
await db
  .update(bookings)
  .set({ status: 'cancelled', cancelReason: 'departure_cancelled', refundAmount: fullRefund.totalPrice })
  .where(eq(bookings.id, fullRefund.id));
const halfRefund = await booking([5]); // 10,000 sold, half of it given back
await db
  .update(bookings)
  .set({ status: 'cancelled', cancelReason: 'admin', refundAmount: Math.round(halfRefund.totalPrice / 2) })
  .where(eq(bookings.id, halfRefund.id));
await booking([6], { status: 'pending_payment' }); // unpaid: not a sale
await booking([7], {}, { trip, back }); // round trip 15,000: 10,000 for A's leg, 5,000 for B's
await booking([1], {}, { trip: april, back: undefined }); // another month

describe('GET /operator/statements', () => {
  it("sums the month's fares by channel, the refunds, the company's commission and the net due", async () => {
    const rate = await admin('PUT', `/api/admin/companies/${companyA.id}/commission`, {
      commissionRate: 1000,
    });
    expect(rate.json().data).toEqual({ _id: companyA.id, commissionRate: 1000 });
    const res = await managerA.call('GET', '/api/operator/statements?month=2031-03');
    expect(res.statusCode, res.body).toBe(200);
    const statement = res.json().data;
    expect(statement).toMatchObject({
      month: '2031-03',
      company: { _id: companyA.id },
      commissionRate: 1000,
      channels: [
        { channel: 'online', bookings: 4, gross: 50_000, refunds: 15_000 },
        { channel: 'counter', bookings: 1, gross: 10_000, refunds: 0 },
        { channel: 'ussd', bookings: 0, gross: 0, refunds: 0 },
      ],
      gross: 60_000,
      refunds: 15_000,
      net: 45_000,
      commission: 4_500,
      netDue: 40_500,
    });
    expect(statement.departures).toEqual([
      {
        _id: trip.id,
        departureDate: '2031-03-10',
        departureTime: '07:00',
        from: from.name,
        to: to.name,
        bookings: 5,
        gross: 60_000,
        refunds: 15_000,
      },
    ]);
    // Counter sales by agent.
    expect(statement.agents).toEqual([
      {
        agent: { _id: agentA.user._id, name: `${agentA.user.firstName} ${agentA.user.lastName}` },
        bookings: 1,
        gross: 10_000,
        refunds: 0,
      },
    ]);
    expect((await auditOf(db, { entityId: companyA.id })).map((e) => e.action)).toEqual([
      'company.commission',
    ]);
    // The administrator reads the same statement; company B's shows its own leg only, at the default 8 %.
    expect(
      (await admin('GET', `/api/admin/companies/${companyA.id}/statement?month=2031-03`)).json().data,
    ).toEqual(statement);
    const staff = (await admin('GET', `/api/admin/companies/${companyA.id}/staff`)).json().data;
    expect(staff.members.map((m: { role: string }) => m.role).sort()).toEqual(['agent', 'manager']);
    expect((await admin('GET', `/api/admin/companies/${companyB.id}x/staff`)).statusCode).toBe(400);
    expect((await managerB.call('GET', '/api/operator/statements?month=2031-03')).json().data).toMatchObject({
      gross: 5_000,
      commission: 400,
      netDue: 4_600,
    });
  });

  it('exports CSV, refuses a malformed month, and is for managers only', async () => {
    const csv = await managerA.call('GET', '/api/operator/statements?month=2031-03&format=csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('Net dû à la compagnie,,40500');
    expect(csv.body).toContain('Guichet,1,10000,0');
    expect(csv.body).toContain('Agent (guichet),Réservation,');
    const pdf = await managerA.call('GET', '/api/operator/statements?month=2031-03&format=pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="statement-2031-03.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A4 in points, and the figures written out: the net due among them.
    expect(pdf.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const adminPdf = await admin(
      'GET',
      `/api/admin/companies/${companyA.id}/statement?month=2031-03&format=pdf`,
    );
    expect([adminPdf.statusCode, adminPdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const bad = await managerA.call('GET', '/api/operator/statements?month=2031-13');
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Mois invalide (AAAA-MM)']);
    expect((await agentA.call('GET', '/api/operator/statements')).statusCode).toBe(403);
    const rate = await admin('PUT', `/api/admin/companies/${companyA.id}/commission`, {
      commissionRate: 10_001,
    });
    expect(rate.statusCode).toBe(400);
  });
});
