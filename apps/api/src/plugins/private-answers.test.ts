import { describe, expect, it } from 'vitest';
import { adminRoutesOf, signUpAdmin } from '../../test/admin-factories';
import { createTestApp, signUp } from '../../test/helper';
import { initiate, tokenOf, travellerWithBooking } from '../../test/payment-factories';

/**
 * Issue 15 hole 8: an answer that depends on who asks is never kept by a cache. The authentication layer says
 * so once, for every route, instead of each route remembering it.
 */
const ctx = await createTestApp();
const { app } = ctx;
const admin = await signUpAdmin(app);
const traveller = await signUp(app);

describe('Cache-Control on answers that depend on who asks', () => {
  it('the profile, read and written, is no-store', async () => {
    const read = await app.inject({ method: 'GET', url: '/api/users/profile', headers: traveller.auth });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    const write = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: traveller.auth,
      payload: { firstName: 'Awa', lastName: 'Koné' },
    });
    expect(write.statusCode).toBe(200);
    expect(write.headers['cache-control']).toBe('no-store');
  });

  it('every parameterless admin read is no-store, and so are its refusals', async () => {
    const reads = adminRoutesOf(ctx)
      .filter((route) => route.startsWith('GET ') && !route.includes(':'))
      .map((route) => route.slice(4));
    expect(reads.length).toBeGreaterThan(5);
    for (const url of reads) {
      const res = await app.inject({ method: 'GET', url, headers: admin.auth });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/users' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it('the payment status is no-store', async () => {
    const { traveller: payer, booking } = await travellerWithBooking(ctx);
    const started = await initiate(ctx, payer.auth, booking.id);
    const token = tokenOf(started.json().paymentUrl);
    const res = await app.inject({ method: 'GET', url: `/api/payment/check-status/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("the traveller's bookings and sign-in answers are no-store", async () => {
    const mine = await app.inject({ method: 'GET', url: '/api/travel/bookings/my', headers: traveller.auth });
    expect(mine.headers['cache-control']).toBe('no-store');
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { emailOrPhone: traveller.body.email, password: traveller.body.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('an answer that is the same for everyone keeps its own caching, even to a signed-in caller', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/travel/cities/all', headers: traveller.auth });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});
