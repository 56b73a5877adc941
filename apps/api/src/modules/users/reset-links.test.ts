import { describe, expect, it, vi } from 'vitest';
import { signUpAdmin } from '../../../test/admin-factories';
import { createTestApp, readOutbox, signUp } from '../../../test/helper';

/**
 * Issue 15 hole 4: setting a password, by any path, voids every reset link of the account still open. A link
 * sitting in a mailbox someone else reads must not set a password after the owner has chosen a new one.
 */
const ctx = await createTestApp();
const { app } = ctx;

/** Asks for `count` new links for `email` and answers their tokens, oldest first. */
async function resetLinks(email: string, count: number) {
  const mailsTo = () => readOutbox(ctx.dataDir).filter((m) => m.to === email);
  const before = mailsTo().length;
  for (let i = 0; i < count; i++)
    await app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { emailOrPhone: email } });
  // The message leaves after the answer (password-reset.ts): wait for all of them.
  const mails = await vi.waitFor(() => {
    const found = mailsTo();
    if (found.length < before + count) throw new Error(`${found.length - before} of ${count} links mailed`);
    return found.slice(before);
  });
  return mails.map((m) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(m.text)![1]!);
}

const reset = (token: string, password: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/users/reset-password/${token}`,
    payload: { password, confirmPassword: password },
  });

const signInStatus = async (email: string, password: string) =>
  (await app.inject({ method: 'POST', url: '/api/users/login', payload: { emailOrPhone: email, password } }))
    .statusCode;

describe('open reset links after a new password', () => {
  it('a reset by link #2 voids link #1', async () => {
    const { body } = await signUp(app);
    const [first, second] = await resetLinks(body.email, 2);
    expect((await reset(second!, 'Second#2026')).statusCode).toBe(200);
    const late = await reset(first!, 'First#2026a');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Lien de réinitialisation invalide ou expiré.');
    expect(await signInStatus(body.email, 'Second#2026')).toBe(200);
  });

  it('a new password from the profile voids the links mailed before', async () => {
    const { body, auth } = await signUp(app);
    const [link] = await resetLinks(body.email, 1);
    const change = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: auth,
      payload: {
        firstName: body.firstName,
        lastName: body.lastName,
        currentPassword: body.password,
        password: 'Profil#2026',
        confirmPassword: 'Profil#2026',
      },
    });
    expect(change.statusCode).toBe(200);
    expect((await reset(link!, 'Voleur#2026')).statusCode).toBe(400);
    expect(await signInStatus(body.email, 'Profil#2026')).toBe(200);
  });

  it('a password set by an administrator voids the links mailed before', async () => {
    const admin = await signUpAdmin(app);
    const account = await signUp(app);
    const [link] = await resetLinks(account.body.email, 1);
    const set = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${account.user._id}`,
      headers: admin.auth,
      payload: { ...account.body, role: 'user', password: 'Admin#Choisi1' },
    });
    expect(set.statusCode).toBe(200);
    expect((await reset(link!, 'Voleur#2026')).statusCode).toBe(400);
  });

  it('a link asked for after the new password still works', async () => {
    const { body } = await signUp(app);
    const [first] = await resetLinks(body.email, 1);
    expect((await reset(first!, 'Premier#2026')).statusCode).toBe(200);
    const [fresh] = await resetLinks(body.email, 1);
    expect((await reset(fresh!, 'Suivant#2026')).statusCode).toBe(200);
  });
});
