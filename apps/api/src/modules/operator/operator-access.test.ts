import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, companyMembers, trips } from '../../db/schema';
import { caller } from '../../../test/admin-factories';
import { createBus, createCompany, createTrip } from '../../../test/factories';
import { createTestApp, signUp } from '../../../test/helper';
import { signUpStaff } from '../../../test/operator-factories';
import { sqlState } from '../../lib/database-errors';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const companyA = await createCompany(db);
const companyB = await createCompany(db);

describe('the operator guard', () => {
  it('answers 401 anonymous and 403 to a traveller, in the caller language', async () => {
    const anonymous = await caller(app)('GET', '/api/operator/company');
    expect([anonymous.statusCode, anonymous.json().message]).toEqual([401, 'Authentification requise']);
    const traveller = await signUp(app);
    const res = await app.inject({
      method: 'GET',
      url: '/api/operator/company',
      headers: { ...traveller.auth, 'accept-language': 'en' },
    });
    expect([res.statusCode, res.json().message]).toEqual([403, "This area is for a company's staff only"]);
  });

  it('gives each member their own company, role and commission rate, and never caches it', async () => {
    await db.update(companies).set({ commissionRate: 650 }).where(eq(companies.id, companyB.id));
    const agent = await signUpStaff(app, companyA.id, 'agent');
    const manager = await signUpStaff(app, companyB.id, 'manager');
    const a = await agent.call('GET', '/api/operator/company');
    expect(a.json().data).toMatchObject({
      company: { _id: companyA.id, name: companyA.name },
      role: 'agent',
      commissionRate: 800,
    });
    expect(a.headers['cache-control']).toBe('no-store');
    const b = await manager.call('GET', '/api/operator/company');
    expect(b.json().data).toMatchObject({
      company: { _id: companyB.id },
      role: 'manager',
      commissionRate: 650,
    });
  });

  it('loses access at once when the membership is removed', async () => {
    const conductor = await signUpStaff(app, companyA.id, 'conductor');
    expect((await conductor.call('GET', '/api/operator/company')).statusCode).toBe(200);
    await db.delete(companyMembers).where(eq(companyMembers.userId, conductor.user._id));
    expect((await conductor.call('GET', '/api/operator/company')).statusCode).toBe(403);
  });
});

describe('the company boundary in the database', () => {
  it("refuses a departure or a line run with another company's bus (composite foreign keys)", async () => {
    const busOfB = await createBus(db, companyB.id);
    const failure = await createTrip(db, { company: companyA, bus: busOfB }).catch((e: unknown) => e);
    expect(sqlState(failure)).toBe('23503');
    const { trip } = await createTrip(db, { company: companyB, bus: busOfB });
    const moved = await db
      .update(trips)
      .set({ companyId: companyA.id })
      .where(eq(trips.id, trip.id))
      .catch((e: unknown) => e);
    expect(sqlState(moved)).toBe('23503');
  });
});
