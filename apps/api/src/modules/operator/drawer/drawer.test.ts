import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { createBus, createCompany, createTrip, inDays } from '../../../../test/factories';
import { createTestApp } from '../../../../test/helper';
import { signUpStaff } from '../../../../test/operator-factories';
import { assertDrawerOpen } from './close-day';

/** The agents' drawers and their close of day (DESIGN §10). */
const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const company = await createCompany(db);
const other = await createCompany(db);
const awa = await signUpStaff(app, company.id, 'agent');
const yao = await signUpStaff(app, company.id, 'agent');
const manager = await signUpStaff(app, company.id, 'manager');
const otherManager = await signUpStaff(app, other.id, 'manager');
const bus = await createBus(db, company.id, { totalSeats: 40 });
const { trip } = await createTrip(db, { company, bus, departureDate: inDays(1), price: 5000 });
const today = new Date().toISOString().slice(0, 10);

let keys = 0;
async function sell(who: typeof awa, seats: number[]) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/operator/sales',
    headers: { ...who.auth, 'idempotency-key': `drawer-${Date.now()}-${(keys += 1)}` },
    payload: {
      tripId: trip.id,
      seats,
      passengers: seats.map((seat) => ({ seat, fullName: `Voyageur ${seat}` })),
      payment: { method: 'cash' },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}
const drawerOf = (who: { auth: Record<string, string> }, date = today) =>
  app.inject({ method: 'GET', url: `/api/operator/drawer?date=${date}`, headers: who.auth });
const post = (who: { auth: Record<string, string> }, url: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: who.auth, ...(payload && { payload }) });

describe('GET /operator/drawer', () => {
  it('gives each agent their sales, voids and the cash expected; the manager every drawer', async () => {
    const empty = await drawerOf(awa);
    expect(empty.json().data.drawers).toEqual([
      expect.objectContaining({ cashIn: 0, cashOut: 0, cashExpected: 0, sales: [], closing: null }),
    ]);
    await sell(awa, [1, 2]);
    const voided = await sell(awa, [3]);
    await sell(yao, [4]);
    expect((await post(awa, `/api/operator/sales/${voided}/void`, { reason: 'Erreur' })).statusCode).toBe(
      200,
    );

    const mine = (await drawerOf(awa)).json().data.drawers;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      agent: { _id: awa.user._id },
      cashIn: 15_000,
      cashOut: 5000,
      cashExpected: 10_000,
      mobileMoney: 0,
    });
    expect(mine[0].sales).toHaveLength(2);
    expect(mine[0].sales[0]).toMatchObject({ method: 'cash', amount: 10_000, seats: [1, 2] });
    expect(mine[0].sales[0].voidableUntil).not.toBeNull();
    expect(mine[0].voids).toEqual([
      expect.objectContaining({ bookingId: voided, amount: 5000, reason: 'Erreur' }),
    ]);

    const all = (await drawerOf(manager)).json().data.drawers;
    expect(all.map((d: { agent: { _id: string } }) => d.agent._id).sort()).toEqual(
      [awa.user._id, yao.user._id].sort(),
    );
    expect((await drawerOf(otherManager)).json().data.drawers).toEqual([]);
    expect((await drawerOf(awa, inDays(-3))).json().data.drawers[0].sales).toEqual([]);
    expect((await drawerOf(awa, '2031-02-30')).statusCode).toBe(400);
  });
});

describe('close of day', () => {
  it('records the count against the cash expected, once; the manager signs it off, once, audited', async () => {
    const closed = await post(awa, '/api/operator/drawer/close', { date: today, countedCash: 9500 });
    expect(closed.statusCode, closed.body).toBe(201);
    const closing = closed.json().data.closing;
    expect(closing).toMatchObject({
      countedCash: 9500,
      expectedCash: 10_000,
      difference: -500,
      signedOffAt: null,
    });
    expect(
      (await post(awa, '/api/operator/drawer/close', { date: today, countedCash: 10_000 })).statusCode,
    ).toBe(409);

    const url = `/api/operator/drawer/closings/${closing._id}/sign-off`;
    expect((await post(awa, url)).statusCode).toBe(403);
    expect((await post(otherManager, url)).statusCode).toBe(404);
    const signed = await post(manager, url);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data.closing).toMatchObject({ signedOffBy: manager.user._id });
    expect((await post(manager, url)).statusCode).toBe(409);
    const trail = await db.select().from(auditLog).where(eq(auditLog.entityId, closing._id));
    expect(trail.map((a) => a.action).sort()).toEqual(['drawer.close', 'drawer.sign_off']);
    const seen = (await drawerOf(manager)).json().data.drawers;
    expect(seen.find((d: { agent: { _id: string } }) => d.agent._id === awa.user._id).closing).toMatchObject({
      difference: -500,
    });
  });

  it('refuses a bad count with a localised 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/operator/drawer/close',
      headers: { ...yao.auth, 'accept-language': 'en' },
      payload: { date: today, countedCash: -5 },
    });
    expect([res.statusCode, JSON.stringify(res.json())]).toEqual([
      400,
      expect.stringContaining('Invalid counted'),
    ]);
  });
});

describe('selling after the close of day', () => {
  it("is refused in the agent's language until a manager reopens the day; a signed-off day stays closed", async () => {
    const kone = await signUpStaff(app, company.id, 'agent');
    // Today as the routes see it, read now rather than when the file loaded.
    const day = new Date().toISOString().slice(0, 10);
    await sell(kone, [20]);
    const close = (countedCash: number) =>
      post(kone, '/api/operator/drawer/close', { date: day, countedCash });
    const closing = (await close(5000)).json().data.closing as { _id: string };

    const refused = {
      fr: "Votre caisse est clôturée pour aujourd'hui : les ventes reprennent demain",
      en: 'Your till is closed for today: sales resume tomorrow',
      es: 'Su caja está cerrada por hoy: las ventas se reanudan mañana',
    };
    for (const [language, message] of Object.entries(refused)) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/operator/sales',
        headers: { ...kone.auth, 'accept-language': language, 'idempotency-key': `closed-${language}` },
        payload: {
          tripId: trip.id,
          seats: [21],
          passengers: [{ seat: 21, fullName: 'Voyageur tardif' }],
          payment: { method: 'cash' },
        },
      });
      expect([res.statusCode, res.json().message]).toEqual([409, expect.stringContaining(message)]);
    }
    // Nothing was sold: the seat is still free, and another agent's drawer is open.
    await sell(yao, [21]);

    const reopen = `/api/operator/drawer/closings/${closing._id}/reopen`;
    expect((await post(kone, reopen)).statusCode).toBe(403);
    expect((await post(otherManager, reopen)).statusCode).toBe(404);
    const reopened = await post(manager, reopen);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data).toMatchObject({ closing: null, cashExpected: 5000 });
    await sell(kone, [22]);
    const again = (await close(10_000)).json().data.closing as { _id: string; expectedCash: number };
    expect(again.expectedCash).toBe(10_000);
    const trail = await db.select().from(auditLog).where(eq(auditLog.entityId, closing._id));
    expect(trail.find((a) => a.action === 'drawer.reopen')?.data).toMatchObject({
      countedCash: 5000,
      expectedCash: 5000,
    });

    expect((await post(manager, `/api/operator/drawer/closings/${again._id}/sign-off`)).statusCode).toBe(200);
    const signedReopen = await post(manager, `/api/operator/drawer/closings/${again._id}/reopen`);
    expect(signedReopen.statusCode).toBe(409);
  });

  it('lets the agent sell again the next day', async () => {
    const kone = await signUpStaff(app, company.id, 'agent');
    const closed = await post(kone, '/api/operator/drawer/close', { date: today, countedCash: 0 });
    expect(closed.statusCode).toBe(201);
    const staff = { userId: kone.user._id, companyId: company.id, role: 'agent' as const };
    const at = (date: string, time: string) => new Date(`${date}T${time}:00Z`);
    await expect(assertDrawerOpen(db, staff, at(today, '23:59'))).rejects.toMatchObject({
      message: 'drawerClosed',
    });
    const tomorrow = new Date(at(today, '12:00').getTime() + 86_400_000).toISOString().slice(0, 10);
    await expect(assertDrawerOpen(db, staff, at(tomorrow, '00:01'))).resolves.toBeUndefined();
  });
});
