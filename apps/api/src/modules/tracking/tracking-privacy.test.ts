import { describe, expect, it } from 'vitest';
import { createCompany, insertBooking } from '../../../test/factories';
import { createCityAt, setRole, tripInHours } from '../../../test/discovery-factories';
import { createTestApp, signUp } from '../../../test/helper';
import { signUpStaff } from '../../../test/operator-factories';

/**
 * Issue 15, tracking: whoever holds a booking number follows the trip, but sees the passenger's name as initials
 * unless they are the owner, an administrator or the trip's company (DESIGN §7); and tracking has its own budget
 * per client address, so that references cannot be walked.
 */
const { app, database } = await createTestApp();
const db = database.db;
const abidjan = await createCityAt(db, 'Abidjan', 5.36, -4.01);
const bouake = await createCityAt(db, 'Bouaké', 7.69, -5.03);
const owner = await signUp(app);
const { trip, company } = await tripInHours(db, abidjan, bouake, 24, { durationMinutes: 300 });
const booking = await insertBooking(db, { trip, userId: owner.user._id, seats: [3] });

// Its own app: the test of the tracking budget spends it.
const limited = await createTestApp({
  RATE_LIMIT_PER_MINUTE: '1000',
  TRACKING_RATE_LIMIT_PER_MINUTE: '2',
  TRUST_PROXY: '127.0.0.1',
});

const nameSeenBy = async (headers: Record<string, string>) =>
  (
    await app.inject({ method: 'GET', url: `/api/travel/bookings/${booking.reference}/track`, headers })
  ).json().data.passengerDetails.fullName;

describe('the passenger in a tracking answer', () => {
  it('is initials to a visitor, another traveller and another company', async () => {
    const stranger = await signUp(app);
    const otherCompany = await signUpStaff(app, (await createCompany(db)).id, 'manager');
    expect(await nameSeenBy({})).toBe('A. K.');
    expect(await nameSeenBy(stranger.auth)).toBe('A. K.');
    expect(await nameSeenBy(otherCompany.auth)).toBe('A. K.');
  });

  it("is the full name to the owner, an administrator and the trip's company", async () => {
    const admin = await signUp(app);
    await setRole(db, admin.user._id, 'admin');
    const conductor = await signUpStaff(app, company.id, 'conductor');
    expect(await nameSeenBy(owner.auth)).toBe('Awa Koné');
    expect(await nameSeenBy(admin.auth)).toBe('Awa Koné');
    expect(await nameSeenBy(conductor.auth)).toBe('Awa Koné');
  });
});

describe('the tracking budget', () => {
  const walk = (from: string, reference: string) =>
    limited.app.inject({
      method: 'GET',
      url: `/api/travel/bookings/${reference}/track`,
      headers: { 'x-forwarded-for': from },
    });

  it('is TRACKING_RATE_LIMIT_PER_MINUTE per address, apart from the other limits', async () => {
    const walker = [];
    for (const reference of ['AAAAAAA1', 'AAAAAAA2', 'AAAAAAA3'])
      walker.push((await walk('203.0.113.5', reference)).statusCode);
    expect(walker).toEqual([404, 404, 429]);
    expect((await walk('198.51.100.6', 'AAAAAAA4')).statusCode).toBe(404);
    // Sign-in, with RATE_LIMIT_PER_MINUTE, is not held back by the tracking budget.
    const signIn = await limited.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'x-forwarded-for': '203.0.113.5' },
      payload: { emailOrPhone: 'personne@example.ci', password: 'Wrong#1234' },
    });
    expect(signIn.statusCode).toBe(401);
  });
});
