import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../../db/schema';
import { verifyPassword } from '../../../lib/passwords';
import { auditOf, caller, signUpAdmin } from '../../../../test/admin-factories';
import { createTestApp, newTraveller, signUp } from '../../../../test/helper';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const admin = await signUpAdmin(app, { firstName: 'Kouadio', lastName: 'Admin' });
const call = caller(app, admin.auth);
const form = (overrides: Record<string, unknown> = {}) => ({ ...newTraveller(), role: 'user', ...overrides });
const fields = (res: { json(): { errors?: { field: string; message: string }[] } }) =>
  Object.fromEntries((res.json().errors ?? []).map((e) => [e.field, e.message]));

describe('GET /admin/users', () => {
  it('pages 10 by default with the pagination block, and counts', async () => {
    for (let i = 0; i < 11; i++) await signUp(app);
    const res = await call('GET', '/api/admin/users');
    expect(res.json().data).toHaveLength(10);
    const total = (await call('GET', '/api/admin/users/count')).json();
    expect(total).toEqual({ success: true, count: expect.any(Number), data: { count: total.count } });
    expect(res.json().pagination).toEqual({
      currentPage: 1,
      totalPages: Math.ceil(total.count / 10),
      total: total.count,
      limit: 10,
    });
    expect(res.json().data[0]).not.toHaveProperty('passwordHash');
  });

  it('searches by name, full name, e-mail or phone', async () => {
    const one = await signUp(app, { firstName: 'Mariam', lastName: 'Traoré-Unique' });
    for (const search of [
      'traoré-unique',
      'Mariam Traoré',
      one.body.email.toUpperCase(),
      one.body.phone.slice(2),
    ]) {
      const res = await call('GET', `/api/admin/users?search=${encodeURIComponent(search)}`);
      expect(
        res.json().data.map((u: { _id: string }) => u._id),
        search,
      ).toContain(one.user._id);
    }
    expect((await call('GET', '/api/admin/users?search=%25%25%25')).json().data).toEqual([]);
  });
});

describe('POST /admin/users', () => {
  it('creates an account with a role and audits it', async () => {
    const res = await call('POST', '/api/admin/users', form({ role: 'admin' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ role: 'admin', isBanned: false });
    const [entry] = await auditOf(db, { entityId: res.json().data._id });
    expect(entry).toMatchObject({ actorId: admin.user._id, action: 'user.create', entity: 'user' });
  });

  it('validates every field of the form (SPEC §5 Admin user form)', async () => {
    const res = await call('POST', '/api/admin/users', {
      firstName: '',
      lastName: 'K',
      email: 'nope',
      phone: '0812345678',
      dateOfBirth: '2015-01-01',
      password: 'short',
      role: 'root',
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual({
      firstName: 'Le prénom est requis',
      lastName: 'Le nom doit contenir au moins 2 caractères',
      email: "Format d'email invalide",
      phone: 'Numéro de téléphone ivoirien invalide',
      dateOfBirth: 'Vous devez avoir au moins 18 ans',
      password: 'Le mot de passe doit contenir au moins 8 caractères',
      role: 'Valeur invalide',
    });
    const noPassword = await call('POST', '/api/admin/users', form({ password: '' }));
    expect(fields(noPassword)).toEqual({ password: 'Mot de passe requis' });
  });

  it('refuses a taken e-mail or phone with 409 on the field', async () => {
    const other = await signUp(app);
    const email = await call('POST', '/api/admin/users', form({ email: other.body.email }));
    expect([email.statusCode, fields(email)]).toEqual([
      409,
      { email: 'Un compte existe déjà avec cet email' },
    ]);
    const phone = await call('POST', '/api/admin/users', form({ phone: other.body.phone }));
    expect([phone.statusCode, fields(phone)]).toEqual([
      409,
      { phone: 'Un compte existe déjà avec ce téléphone' },
    ]);
  });
});

describe('PUT /admin/users/:id', () => {
  it('sets the role, keeps a blank password and records the diff', async () => {
    const user = await signUp(app);
    const res = await call('PUT', `/api/admin/users/${user.user._id}`, {
      ...user.body,
      password: '',
      role: 'admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe('admin');
    const [row] = await db.select().from(users).where(eq(users.id, user.user._id));
    expect(await verifyPassword(row!.passwordHash, 'Secret#123')).toBe(true);
    const [entry] = await auditOf(db, { entityId: user.user._id, action: 'user.update' });
    expect(entry!.data).toEqual({ role: ['user', 'admin'] });
  });

  it('ends the sessions of a user whose password changes', async () => {
    const user = await signUp(app);
    const res = await call('PUT', `/api/admin/users/${user.user._id}`, {
      ...user.body,
      password: 'Nouveau#2025',
      role: 'user',
    });
    expect(res.statusCode).toBe(200);
    const tokens = await db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.user._id));
    expect(tokens.every((t) => t.revokedAt)).toBe(true);
    expect((await auditOf(db, { entityId: user.user._id })).at(-1)!.data).toMatchObject({
      passwordChanged: true,
    });
  });

  it('answers 404 for an unknown account and 400 for a malformed id', async () => {
    const body = form({ password: '' });
    expect(
      (await call('PUT', '/api/admin/users/0190a0b0-0000-7000-8000-000000000000', body)).statusCode,
    ).toBe(404);
    const bad = await call('GET', '/api/admin/users/42');
    expect([bad.statusCode, fields(bad)]).toEqual([400, { id: 'Identifiant invalide' }]);
  });
});

describe('self-protection', () => {
  it('an administrator cannot demote, ban or delete themselves', async () => {
    const self = `/api/admin/users/${admin.user._id}`;
    const demote = await call('PUT', self, { ...admin.body, password: '', role: 'user' });
    expect([demote.statusCode, demote.json().message]).toEqual([
      409,
      "Vous ne pouvez pas retirer votre propre rôle d'administrateur",
    ]);
    const banByForm = await call('PUT', self, { ...admin.body, password: '', role: 'admin', isBanned: true });
    expect([banByForm.statusCode, banByForm.json().message]).toEqual([
      409,
      'Vous ne pouvez pas bannir votre propre compte',
    ]);
    const ban = await call('POST', `${self}/toggle-ban`);
    expect(ban.statusCode).toBe(409);
    const remove = await call('DELETE', self);
    expect([remove.statusCode, remove.json().message]).toEqual([
      409,
      'Vous ne pouvez pas supprimer votre propre compte',
    ]);
    const [row] = await db.select().from(users).where(eq(users.id, admin.user._id));
    expect(row).toMatchObject({ role: 'admin', isBanned: false });
    expect(await auditOf(db, { entityId: admin.user._id })).toEqual([]);
  });
});

describe('ban and delete', () => {
  it('toggles the ban, ending sessions at once, and audits both ways', async () => {
    const user = await signUp(app);
    const url = `/api/admin/users/${user.user._id}/toggle-ban`;
    const banned = await call('POST', url);
    expect([banned.json().data.isBanned, banned.json().message]).toEqual([true, 'Utilisateur banni']);
    const profile = await app.inject({ method: 'GET', url: '/api/users/profile', headers: user.auth });
    expect(profile.statusCode).toBe(403);
    const unbanned = await call('POST', url);
    expect([unbanned.json().data.isBanned, unbanned.json().message]).toEqual([false, 'Utilisateur débanni']);
    const actions = (await auditOf(db, { entityId: user.user._id })).map((e) => e.action);
    expect(actions).toEqual(['user.ban', 'user.unban']);
  });

  it('deletes an account and keeps its trace in the audit log', async () => {
    const user = await signUp(app);
    const res = await call('DELETE', `/api/admin/users/${user.user._id}`);
    expect(res.json()).toEqual({ success: true, message: 'Suppression réussie' });
    expect((await call('GET', `/api/admin/users/${user.user._id}`)).statusCode).toBe(404);
    const [entry] = await auditOf(db, { entityId: user.user._id, action: 'user.delete' });
    expect(entry!.data).toMatchObject({ email: user.body.email });
  });
});
