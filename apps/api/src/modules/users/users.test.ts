import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, newTraveller, readOutbox, signUp } from '../../../test/helper';

const ctx = await createTestApp();
const { app } = ctx;
const xhr = { 'x-requested-with': 'XMLHttpRequest' };

function refreshCookie(res: { cookies: { name: string; value: string }[] }) {
  const cookie = res.cookies.find((c) => c.name === 'gbaka_refresh');
  if (!cookie) throw new Error('no refresh cookie');
  return `gbaka_refresh=${cookie.value}`;
}

describe('register', () => {
  it('creates an account, stores the phone in E.164 and signs in', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: newTraveller({ phone: '+225 05-12 34 56 78', email: 'Mixed.Case@Example.CI' }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Inscription réussie!' });
    expect(body.user).toMatchObject({
      phone: '+2250512345678',
      email: 'mixed.case@example.ci',
      role: 'user',
    });
    expect(body.user).not.toHaveProperty('password');
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.token).toMatch(/^ey/);
    expect(res.cookies.find((c) => c.name === 'gbaka_refresh')?.httpOnly).toBe(true);
  });

  it('refuses a duplicate e-mail or phone with 409 naming the field', async () => {
    const { body } = await signUp(app);
    const sameEmail = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: newTraveller({ email: body.email.toUpperCase() }),
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().errors[0].field).toBe('email');
    const samePhone = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: newTraveller({ phone: `+225${body.phone}` }),
    });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().message).toContain('téléphone');
  });

  it('answers 400 with one localised message per field and creates nothing', async () => {
    const before = await ctx.database.db.$count(users);
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'accept-language': 'es' },
      payload: {
        firstName: 'A',
        lastName: '',
        email: 'bad',
        phone: '08 12 34 56 78',
        dateOfBirth: '2015-01-01',
        password: 'password1',
      },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'email', 'phone', 'dateOfBirth', 'password']),
    );
    expect(new Set(fields).size).toBe(fields.length);
    expect(res.json().errors.find((e: { field: string }) => e.field === 'dateOfBirth').message).toBe(
      'Debe tener al menos 18 años',
    );
    expect(await ctx.database.db.$count(users)).toBe(before);
  });

  it('requires an e-mail or a phone', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: newTraveller({ email: '', phone: '' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Veuillez fournir au moins un email ou un numéro de téléphone');
  });

  it('never answers 500 to malformed bodies', async () => {
    for (const payload of ['{not json', '[]', 'null', '{"firstName": {"$ne": 1}}']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/users/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).not.toMatch(/stack|at .*\.ts|SELECT|INSERT/i);
    }
  });
});

describe('login', () => {
  it('signs in by e-mail and by phone in any accepted format', async () => {
    const { body } = await signUp(app);
    for (const emailOrPhone of [
      body.email.toUpperCase(),
      body.phone,
      `+225 ${body.phone.replace(/(\d{2})/g, '$1 ')}`,
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { emailOrPhone, password: body.password },
      });
      expect(res.statusCode, emailOrPhone).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: 'Connexion réussie!' });
    }
  });

  it('answers the same 401 for an unknown account and a wrong password', async () => {
    const { body } = await signUp(app);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { emailOrPhone: body.email, password: 'Wrong#1234' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { emailOrPhone: 'nobody@example.ci', password: 'Wrong#1234' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Identifiants invalides');
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('locks the account after five failures in a row (423, verrouillé), even for the right password', async () => {
    const { body } = await signUp(app);
    const attempt = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { emailOrPhone: body.email, password },
      });
    for (let i = 0; i < 4; i++) expect((await attempt('Wrong#1234')).statusCode).toBe(401);
    const fifth = await attempt('Wrong#1234');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().message).toContain('verrouillé');
    expect((await attempt(body.password)).statusCode).toBe(423);
  });

  it('refuses a banned account (403, banni) and rejects its live tokens', async () => {
    const { body, auth, user } = await signUp(app);
    await ctx.database.db.update(users).set({ isBanned: true }).where(eq(users.id, user._id));
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { emailOrPhone: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toContain('banni');
    const profile = await app.inject({ method: 'GET', url: '/api/users/profile', headers: auth });
    expect(profile.statusCode).toBe(403);
  });
});

describe('profile', () => {
  it('needs a valid token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/users/profile' })).statusCode).toBe(401);
    const forged = await app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('reads and updates names, phone, birth date and password', async () => {
    const { body, auth } = await signUp(app);
    const get = await app.inject({ method: 'GET', url: '/api/users/profile', headers: auth });
    expect(get.json().data.email).toBe(body.email);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: auth,
      payload: {
        firstName: 'Aya',
        lastName: 'Traoré',
        phone: '01 23 45 67 89',
        dateOfBirth: '1985-02-03',
        currentPassword: body.password,
        password: 'Nouveau#2026',
        confirmPassword: 'Nouveau#2026',
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      message: 'Profil mis à jour!',
      data: { firstName: 'Aya', phone: '+2250123456789', dateOfBirth: '1985-02-03' },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { emailOrPhone: body.email, password: 'Nouveau#2026' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a mismatched confirmation and a phone someone else has', async () => {
    const other = await signUp(app);
    const { auth, body } = await signUp(app);
    const mismatch = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: auth,
      payload: {
        firstName: 'Aya',
        lastName: 'Traoré',
        password: 'Nouveau#2026',
        confirmPassword: 'Autre#2026',
      },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors[0]).toEqual({
      field: 'confirmPassword',
      message: 'Les mots de passe ne correspondent pas',
    });
    const taken = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: auth,
      payload: {
        firstName: 'Aya',
        lastName: 'Traoré',
        phone: other.body.phone,
        currentPassword: body.password,
      },
    });
    expect(taken.statusCode).toBe(409);
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token and revokes the family when an old one is replayed', async () => {
    const { body } = await signUp(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { emailOrPhone: body.email, password: body.password },
    });
    const first = refreshCookie(login);
    const rotated = await app.inject({
      method: 'POST',
      url: '/api/users/refresh',
      headers: { ...xhr, cookie: first },
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().token).toMatch(/^ey/);
    const second = refreshCookie(rotated);
    const replay = await app.inject({
      method: 'POST',
      url: '/api/users/refresh',
      headers: { ...xhr, cookie: first },
    });
    expect(replay.statusCode).toBe(401);
    const afterReuse = await app.inject({
      method: 'POST',
      url: '/api/users/refresh',
      headers: { ...xhr, cookie: second },
    });
    expect(afterReuse.statusCode).toBe(401);
  });

  it('requires the X-Requested-With header on cookie-authenticated writes', async () => {
    const { body } = await signUp(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { emailOrPhone: body.email, password: body.password },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/refresh',
      headers: { cookie: refreshCookie(login) },
    });
    expect(res.statusCode).toBe(403);
  });

  it('logout ends the refresh family', async () => {
    const { body } = await signUp(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { emailOrPhone: body.email, password: body.password },
    });
    const cookie = refreshCookie(login);
    const out = await app.inject({ method: 'POST', url: '/api/users/logout', headers: { ...xhr, cookie } });
    expect(out.statusCode).toBe(200);
    const res = await app.inject({ method: 'POST', url: '/api/users/refresh', headers: { ...xhr, cookie } });
    expect(res.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  const forgot = (emailOrPhone: string) =>
    app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { emailOrPhone } });
  const linkFrom = (text: string) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)![1]!;
  /** The message leaves after the answer (password-reset.ts): wait for it. */
  const lastMessageTo = (to: string) =>
    vi.waitFor(() => {
      const message = readOutbox(ctx.dataDir)
        .filter((m) => m.to === to)
        .at(-1);
      if (!message) throw new Error(`no message to ${to} yet`);
      return message;
    });

  it('answers the same whether or not the account exists', async () => {
    const unknown = await forgot('personne@example.ci');
    const { body } = await signUp(app);
    const known = await forgot(body.email);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
  });

  it('mails a single-use link that sets the new password and unlocks the account', async () => {
    const { body } = await signUp(app);
    await forgot(body.email);
    const mail = await lastMessageTo(body.email);
    expect(mail.channel).toBe('mail');
    const token = linkFrom(mail.text);
    const reset = (password: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/users/reset-password/${token}`,
        payload: { password, confirmPassword: password },
      });
    expect((await reset('Reset#2026a')).statusCode).toBe(200);
    const again = await reset('Reset#2026b');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Lien de réinitialisation invalide ou expiré.');
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { emailOrPhone: body.email, password: 'Reset#2026a' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('sends the link by SMS to a phone-only account', async () => {
    const { body } = await signUp(app, { email: '' });
    await forgot(body.phone);
    const sms = await lastMessageTo(`+225${body.phone}`);
    expect(sms.channel).toBe('sms');
    expect(sms.text).toMatch(/\/reset-password\//);
  });

  it('refuses an expired link', async () => {
    const { body } = await signUp(app);
    await forgot(body.email);
    const token = linkFrom((await lastMessageTo(body.email)).text);
    const { passwordResetTokens } = await import('../../db/schema');
    await ctx.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/reset-password/${token}`,
      payload: { password: 'Reset#2026a', confirmPassword: 'Reset#2026a' },
    });
    expect(res.statusCode).toBe(400);
  });
});
