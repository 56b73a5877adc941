import { describe, expect, it } from 'vitest';
import { partnerRequests } from '../../../db/schema';
import { newId } from '../../../lib/ids';
import { auditOf, caller, signUpAdmin } from '../../../../test/admin-factories';
import { createTestApp } from '../../../../test/helper';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const call = caller(app, (await signUpAdmin(app)).auth);
const fields = (res: { json(): { errors?: { field: string; message: string }[] } }) =>
  Object.fromEntries((res.json().errors ?? []).map((e) => [e.field, e.message]));

async function partner(status: 'pending' | 'approved' | 'rejected', companyName = `Partenaire ${status}`) {
  const id = newId();
  await db
    .insert(partnerRequests)
    .values({ id, companyName, email: `${id.slice(-6)}@example.ci`, phone: '+2250707070707', status });
  return id;
}

describe('/admin/partners', () => {
  it('counts by status and lists with search and status filter', async () => {
    await partner('pending', 'Transport Baobab');
    await partner('approved');
    await partner('rejected');
    const counts = (await call('GET', '/api/admin/partners/count')).json().data;
    expect(counts).toEqual({ total: 3, pending: 1, approved: 1, rejected: 1 });
    const found = (await call('GET', '/api/admin/partners?search=baobab&status=all')).json();
    expect(found.data.map((p: { companyName: string }) => p.companyName)).toEqual(['Transport Baobab']);
    expect(found.data[0]).toMatchObject({ status: 'pending', message: null, createdAt: expect.any(String) });
    const byPhone = (await call('GET', '/api/admin/partners?search=07 07 07&status=approved')).json().data;
    expect(byPhone).toHaveLength(1);
    expect((await call('GET', '/api/admin/partners?status=maybe')).statusCode).toBe(400);
  });

  it('adds and edits a request with the partner form rules', async () => {
    const bad = await call('POST', '/api/admin/partners', { companyName: '', email: 'a', phone: '123' });
    expect(fields(bad)).toEqual({
      companyName: 'Le nom de la compagnie est requis',
      email: "Format d'email invalide",
      phone: 'Numéro de téléphone ivoirien invalide',
    });
    const created = await call('POST', '/api/admin/partners', {
      companyName: 'UTB',
      email: 'utb@example.ci',
      phone: '0102030405',
    });
    expect(created.json().data).toMatchObject({ status: 'pending', phone: '+2250102030405' });
    const id = created.json().data._id;
    const edited = await call('PUT', `/api/admin/partners/${id}`, {
      companyName: 'UTB',
      email: 'utb@example.ci',
      phone: '0102030405',
      message: 'Rappeler lundi',
    });
    expect(edited.json().data.message).toBe('Rappeler lundi');
    expect((await auditOf(db, { entityId: id })).map((e) => e.action)).toEqual([
      'partner.create',
      'partner.update',
    ]);
  });

  it('approves or rejects only while pending, 409 otherwise', async () => {
    const id = await partner('pending');
    const approved = await call('PUT', `/api/admin/partners/${id}/approve`);
    expect(approved.json()).toMatchObject({ message: 'Partenaire approuvé', data: { status: 'approved' } });
    for (const action of ['approve', 'reject']) {
      const again = await call('PUT', `/api/admin/partners/${id}/${action}`);
      expect([again.statusCode, again.json().message]).toEqual([
        409,
        'Seules les demandes en attente peuvent être approuvées ou rejetées',
      ]);
    }
    const other = await partner('pending');
    expect((await call('PUT', `/api/admin/partners/${other}/reject`)).json().data.status).toBe('rejected');
    const [entry] = await auditOf(db, { entityId: id, action: 'partner.approve' });
    expect(entry!.data).toEqual({ status: ['pending', 'approved'] });
    // Decided requests can still be edited and deleted (SPEC §4).
    expect((await call('DELETE', `/api/admin/partners/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/partners/${id}`)).statusCode).toBe(404);
  });
});
