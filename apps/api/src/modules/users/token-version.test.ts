import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signUpAdmin } from '../../../test/admin-factories';
import { createTestApp, resetTokenSentTo, signUp } from '../../../test/helper';

/**
 * Issue 15 hole 7: an access token issued before a sign-out, a new password or a reset stops working at once
 * instead of living out its 15 minutes, and a token without `exp` is refused.
 */
const ctx = await createTestApp();
const { app } = ctx;
const xhr = { 'x-requested-with': 'XMLHttpRequest' };

const profileStatus = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/users/profile', headers })).statusCode;

async function signIn(account: { body: { email: string; password: string } }, password?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { emailOrPhone: account.body.email, password: password ?? account.body.password },
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'gbaka_refresh')!;
  return {
    auth: { authorization: `Bearer ${res.json().token}` },
    cookie: `gbaka_refresh=${cookie.value}`,
  };
}

describe('token version', () => {
  it('sign-out voids the access tokens issued before; the next sign-in works', async () => {
    const account = await signUp(app);
    const session = await signIn(account);
    expect(await profileStatus(session.auth)).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { ...xhr, ...session.auth, cookie: session.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(await profileStatus(session.auth)).toBe(401);
    expect(await profileStatus(account.auth)).toBe(401);
    expect(await profileStatus((await signIn(account)).auth)).toBe(200);
  });

  it("another device renews its token with its own refresh cookie after the owner's sign-out elsewhere", async () => {
    const account = await signUp(app);
    const phone = await signIn(account);
    const laptop = await signIn(account);
    await app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { ...xhr, cookie: laptop.cookie },
    });
    expect(await profileStatus(phone.auth)).toBe(401);
    const renewed = await app.inject({
      method: 'POST',
      url: '/api/users/refresh',
      headers: { ...xhr, cookie: phone.cookie },
    });
    expect(renewed.statusCode).toBe(200);
    expect(await profileStatus({ authorization: `Bearer ${renewed.json().token}` })).toBe(200);
  });

  it('a new password from the profile voids the tokens issued before; its answer carries a working one', async () => {
    const account = await signUp(app);
    const other = await signIn(account);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: account.auth,
      payload: {
        firstName: 'Awa',
        lastName: 'Koné',
        currentPassword: account.body.password,
        password: 'Nouveau#2026',
        confirmPassword: 'Nouveau#2026',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await profileStatus(account.auth)).toBe(401);
    expect(await profileStatus(other.auth)).toBe(401);
    expect(await profileStatus({ authorization: `Bearer ${res.json().token}` })).toBe(200);
  });

  it('a reset by link voids the tokens issued before', async () => {
    const account = await signUp(app);
    await app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { emailOrPhone: account.body.email },
    });
    const token = await resetTokenSentTo(ctx.dataDir, account.body.email);
    const reset = await app.inject({
      method: 'PUT',
      url: `/api/users/reset-password/${token}`,
      payload: { password: 'Reset#2026a', confirmPassword: 'Reset#2026a' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await profileStatus(account.auth)).toBe(401);
  });

  it('a password set by an administrator voids the tokens issued before', async () => {
    const admin = await signUpAdmin(app);
    const account = await signUp(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${account.user._id}`,
      headers: admin.auth,
      payload: { ...account.body, role: 'user', password: 'Choisi#2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(await profileStatus(account.auth)).toBe(401);
  });

  it('refuses a correctly signed token without exp, or without a version', async () => {
    const account = await signUp(app);
    const key = new TextEncoder().encode(ctx.config.JWT_SECRET);
    const sign = (claims: Record<string, unknown>, exp: boolean) => {
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(account.user._id)
        .setIssuedAt();
      return (exp ? jwt.setExpirationTime('15m') : jwt).sign(key);
    };
    const bearer = async (token: Promise<string>) => ({ authorization: `Bearer ${await token}` });
    expect(await profileStatus(await bearer(sign({ role: 'user', ver: 0 }, true)))).toBe(200);
    expect(await profileStatus(await bearer(sign({ role: 'user', ver: 0 }, false)))).toBe(401);
    expect(await profileStatus(await bearer(sign({ role: 'user' }, true)))).toBe(401);
  });
});
