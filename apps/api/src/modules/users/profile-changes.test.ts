import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, readOutbox, resetTokenSentTo, signUp } from '../../../test/helper';

/**
 * Issue 15 holes 3 and 5: a stolen access token cannot change the password, the e-mail or the phone without the
 * current password, every password set follows the registration's strength rule, and a profile update changes
 * only the fields it sends (an empty e-mail or phone removes it, never both).
 */
const ctx = await createTestApp();
const { app } = ctx;

const put = (auth: Record<string, string>, payload: Record<string, unknown>, lang = 'fr') =>
  app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    headers: { ...auth, 'accept-language': lang },
    payload,
  });
const stored = async (id: string) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const signInStatus = async (emailOrPhone: string, password: string) =>
  (await app.inject({ method: 'POST', url: '/api/users/login', payload: { emailOrPhone, password } }))
    .statusCode;
const newPassword = { password: 'Nouveau#2026', confirmPassword: 'Nouveau#2026' };

describe('the current password (hole 3)', () => {
  it('is required for a new password; without it or wrong, nothing changes', async () => {
    const { body, auth, user } = await signUp(app);
    const before = await stored(user._id);

    const missing = await put(auth, newPassword);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      {
        field: 'currentPassword',
        message: "Saisissez votre mot de passe actuel pour changer le mot de passe, l'email ou le téléphone",
      },
    ]);
    const wrong = await put(auth, { ...newPassword, currentPassword: 'Devine#1234' }, 'en');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'currentPassword', message: 'Current password is incorrect' },
    ]);
    expect((await stored(user._id)).passwordHash).toBe(before.passwordHash);
    expect(await signInStatus(body.email, body.password)).toBe(200);

    const right = await put(auth, { ...newPassword, currentPassword: body.password });
    expect(right.statusCode).toBe(200);
    expect(await signInStatus(body.email, 'Nouveau#2026')).toBe(200);
  });

  it('is required to change the e-mail or the phone, not the names or the birth date', async () => {
    const { body, auth, user } = await signUp(app);
    const names = await put(auth, { firstName: 'Aya', lastName: 'Traoré', dateOfBirth: '1985-02-03' });
    expect(names.statusCode).toBe(200);
    // The same contacts, written another way, are no change.
    const same = await put(auth, { email: body.email.toUpperCase(), phone: `+225 ${body.phone}` });
    expect(same.statusCode).toBe(200);
    for (const change of [{ email: 'volee@example.ci' }, { phone: '05 55 44 33 22' }, { phone: '' }]) {
      const refused = await put(auth, change);
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json().errors[0].field).toBe('currentPassword');
    }
    const after = await stored(user._id);
    expect(after).toMatchObject({ email: body.email, phone: `+225${body.phone}`, firstName: 'Aya' });

    const moved = await put(auth, { email: 'Nouvelle.Adresse@example.ci', currentPassword: body.password });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.email).toBe('nouvelle.adresse@example.ci');
    expect(await signInStatus('nouvelle.adresse@example.ci', body.password)).toBe(200);
  });

  it('is checked before telling whether an e-mail or phone is taken', async () => {
    const other = await signUp(app);
    const { auth, body } = await signUp(app);
    const probe = await put(auth, { email: other.body.email });
    expect(probe.statusCode).toBe(400);
    const wrong = await put(auth, { phone: other.body.phone, currentPassword: 'Devine#1234' });
    expect(wrong.statusCode).toBe(400);
    const known = await put(auth, { email: other.body.email, currentPassword: body.password });
    expect(known.statusCode).toBe(409);
    expect(known.json().errors).toEqual([
      { field: 'email', message: 'Un compte existe déjà avec cet email' },
    ]);
  });

  it('cannot be guessed: wrong ones are limited like sign-in attempts', async () => {
    const { auth } = await signUp(app);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await put(auth, { ...newPassword, currentPassword: `Devine#${i}000` })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 423, 423]);
  });
});

describe("the registration's strength rule wherever a password is set (hole 3)", () => {
  it('the profile refuses a weak new password', async () => {
    const { body, auth } = await signUp(app);
    const res = await put(auth, {
      currentPassword: body.password,
      password: 'aaaaaaaa',
      confirmPassword: 'aaaaaaaa',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'password', message: 'Le mot de passe est trop faible' }]);
  });

  it('a reset link refuses a weak new password and stays usable', async () => {
    const { body } = await signUp(app);
    await app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { emailOrPhone: body.email },
    });
    const url = `/api/users/reset-password/${await resetTokenSentTo(ctx.dataDir, body.email)}`;
    const weak = await app.inject({
      method: 'PUT',
      url,
      payload: { password: 'aaaaaaaa', confirmPassword: 'aaaaaaaa' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toEqual({ field: 'password', message: 'Le mot de passe est trop faible' });
    const strong = await app.inject({
      method: 'PUT',
      url,
      payload: { password: 'Solide#2026', confirmPassword: 'Solide#2026' },
    });
    expect(strong.statusCode).toBe(200);
  });
});

describe('fields not sent are not changed (hole 5)', () => {
  it('an update without phone keeps the phone, and the account still signs in by phone', async () => {
    const { body, auth, user } = await signUp(app);
    const res = await put(auth, { firstName: 'Aya', lastName: 'Traoré' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.phone).toBe(`+225${body.phone}`);
    expect((await stored(user._id)).phone).toBe(`+225${body.phone}`);
    expect(await signInStatus(body.phone, body.password)).toBe(200);
  });

  it('an empty phone removes it (the number is free again) when the account keeps its e-mail', async () => {
    const { body, auth, user } = await signUp(app);
    const res = await put(auth, { phone: '', currentPassword: body.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.phone).toBeNull();
    expect((await stored(user._id)).phone).toBeNull();
    await signUp(app, { phone: body.phone });
  });

  it('refuses to leave an account with neither e-mail nor phone, and changes nothing', async () => {
    const { body, auth, user } = await signUp(app, { email: '' });
    const res = await put(auth, { firstName: 'Aya', phone: '', currentPassword: body.password });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'phone', message: 'Veuillez fournir au moins un email ou un numéro de téléphone' },
    ]);
    expect(await stored(user._id)).toMatchObject({ phone: `+225${body.phone}`, firstName: 'Awa' });
    const both = await put(auth, { email: '', phone: '', currentPassword: body.password });
    expect(both.statusCode).toBe(400);
  });
});

describe("the account's language (issue 16)", () => {
  it('is kept when switched, and the mails sent later are written in it', async () => {
    const { auth, user, body } = await signUp(app);
    expect((await stored(user._id)).language).toBe('fr');
    const switched = await put(auth, { language: 'en' });
    expect(switched.statusCode, switched.body).toBe(200);
    expect((await stored(user._id)).language).toBe('en');
    expect((await put(auth, { language: 'de' })).statusCode).toBe(400);

    // A reset asked in French still goes in the account's language.
    const asked = await app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      headers: { 'accept-language': 'fr' },
      payload: { emailOrPhone: body.email },
    });
    expect(asked.statusCode).toBe(200);
    await resetTokenSentTo(ctx.dataDir, body.email);
    const mail = readOutbox(ctx.dataDir).findLast((m) => m.to === body.email)!;
    expect(mail.subject).toBe('Gbaka — password reset');
    expect(mail.text).toContain('To choose a new Gbaka password');
  });
});
