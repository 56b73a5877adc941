import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, readOutbox, resetTokenSentTo, signUp } from '../../../test/helper';

/**
 * Issue 15 hole 6: failed sign-ins are limited per account and client address together, so that a stranger
 * hammering an account locks themselves out and not its owner; unknown and existing accounts answer alike;
 * the owner hears of the attack by mail, once. The proxy is trusted so that X-Forwarded-For names each client
 * (app.inject comes from 127.0.0.1).
 */
const ctx = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
const { app } = ctx;

const signIn = (emailOrPhone: string, password: string, from: string, lang = 'fr') =>
  app.inject({
    method: 'POST',
    url: '/api/users/login',
    headers: { 'x-forwarded-for': from, 'accept-language': lang },
    payload: { emailOrPhone, password },
  });

async function statusesOf(emailOrPhone: string, password: string, from: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await signIn(emailOrPhone, password, from)).statusCode);
  return statuses;
}

const mailsTo = (to: string) => readOutbox(ctx.dataDir).filter((m) => m.to === to);

describe('sign-in attempts per account and address', () => {
  it("a stranger's failures lock their own address; the owner still signs in from theirs", async () => {
    const { body } = await signUp(app);
    expect(await statusesOf(body.email, 'Wrong#1234', '203.0.113.9', 5)).toEqual([401, 401, 401, 401, 423]);
    const locked = await signIn(body.email, body.password, '203.0.113.9');
    expect(locked.statusCode).toBe(423);
    expect(locked.json().message).toContain('verrouillé');
    // The same account by its phone from the attacker's address is another pair, with its own count.
    expect((await signIn(body.phone, 'Wrong#1234', '203.0.113.9')).statusCode).toBe(401);
    expect((await signIn(body.email, body.password, '198.51.100.4')).statusCode).toBe(200);
  });

  it('answers an unknown account exactly like an existing one, lock included', async () => {
    const { body } = await signUp(app);
    const answers = async (emailOrPhone: string, from: string) => {
      const all = [];
      for (let i = 0; i < 6; i++) {
        const res = await signIn(emailOrPhone, 'Wrong#1234', from);
        all.push({ status: res.statusCode, body: res.json() });
      }
      return all;
    };
    const existing = await answers(body.email, '203.0.113.20');
    const unknown = await answers('personne.inconnue@example.ci', '203.0.113.21');
    expect(existing.map((a) => a.status)).toEqual([401, 401, 401, 401, 423, 423]);
    expect(unknown).toEqual(existing);
  });

  it('a success starts the count again', async () => {
    const { body } = await signUp(app);
    const from = '203.0.113.30';
    expect(await statusesOf(body.email, 'Wrong#1234', from, 4)).toEqual([401, 401, 401, 401]);
    expect((await signIn(body.email, body.password, from)).statusCode).toBe(200);
    expect(await statusesOf(body.email, 'Wrong#1234', from, 4)).toEqual([401, 401, 401, 401]);
  });

  it('simultaneous guesses from one address get no more than five password checks', async () => {
    const { body } = await signUp(app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => signIn(body.email, 'Wrong#1234', '203.0.113.40')),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 423, 423, 423, 423, 423, 423]);
  });

  it("a reset from the owner's address lifts the lock they put on themselves", async () => {
    const { body } = await signUp(app);
    const from = '198.51.100.50';
    expect(await statusesOf(body.email, 'Oublie#1234', from, 5)).toEqual([401, 401, 401, 401, 423]);
    await app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      headers: { 'x-forwarded-for': from },
      payload: { emailOrPhone: body.email },
    });
    // Five failures also warn the owner: the reset link is in the other mail.
    const token = await resetTokenSentTo(ctx.dataDir, body.email);
    const reset = await app.inject({
      method: 'PUT',
      url: `/api/users/reset-password/${token}`,
      headers: { 'x-forwarded-for': from },
      payload: { password: 'Retrouve#2026', confirmPassword: 'Retrouve#2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(body.email, 'Retrouve#2026', from)).statusCode).toBe(200);
  });
});

describe("the owner's warning", () => {
  it('is mailed once, in the language the owner last signed in with, however many addresses try', async () => {
    const { body } = await signUp(app);
    expect((await signIn(body.email, body.password, '198.51.100.60', 'en')).statusCode).toBe(200);
    // Four attempts from each of two addresses: no pair locks, but the account is clearly being tried.
    await statusesOf(body.email, 'Wrong#1234', '203.0.113.61', 4);
    await statusesOf(body.phone, 'Wrong#1234', '203.0.113.62', 4);
    const warning = await vi.waitFor(() => {
      const [found] = mailsTo(body.email);
      if (!found) throw new Error('no warning yet');
      return found;
    });
    expect(warning.subject).toBe('Gbaka — sign-in attempts on your account');
    expect(warning.text).toContain('Hello Awa');
    expect(warning.text).toContain('http://localhost:3000/forgot-password');

    await statusesOf(body.email, 'Wrong#1234', '203.0.113.63', 5);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, body.email));
    expect(user!.signInAlertAt).not.toBeNull();
    // The warning leaves after the answer: give a second one time to be (wrongly) written.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mailsTo(body.email)).toHaveLength(1);
  });

  it('is not sent for a few mistakes', async () => {
    const { body } = await signUp(app);
    expect(await statusesOf(body.email, 'Wrong#1234', '198.51.100.70', 3)).toEqual([401, 401, 401]);
    expect((await signIn(body.email, body.password, '198.51.100.70')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(body.email)).toHaveLength(0);
  });
});
