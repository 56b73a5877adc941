import { describe, expect, it } from 'vitest';
import { auditOf, caller, signUpAdmin } from '../../../../test/admin-factories';
import { createBus, createCompany } from '../../../../test/factories';
import { createTestApp } from '../../../../test/helper';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const call = caller(app, (await signUpAdmin(app)).auth);
const fields = (res: { json(): { errors?: { field: string; message: string }[] } }) =>
  Object.fromEntries((res.json().errors ?? []).map((e) => [e.field, e.message]));
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sotra Express',
  email: 'Contact@Sotra.ci',
  phone: '+33 1 23 45 67 89',
  address: 'Gare de Yopougon',
  ...overrides,
});

describe('/admin/companies', () => {
  it('creates a company (phone in E.164, optional fields null), lists, gets and counts it', async () => {
    const res = await call('POST', '/api/admin/companies', form({ website: 'https://sotra.ci', logo: '' }));
    expect(res.statusCode).toBe(201);
    const company = res.json().data;
    expect(company).toMatchObject({
      name: 'Sotra Express',
      email: 'contact@sotra.ci',
      phone: '+33123456789',
      logo: null,
      website: 'https://sotra.ci',
    });
    expect((await call('GET', `/api/admin/companies/${company._id}`)).json().data).toEqual(company);
    expect((await call('GET', '/api/admin/companies?search=sotra')).json().data).toEqual([company]);
    expect((await call('GET', '/api/admin/companies/count')).json().data.count).toBeGreaterThanOrEqual(1);
    expect((await auditOf(db, { entityId: company._id }))[0]!.action).toBe('company.create');
  });

  it('validates the form (SPEC §5 Company form)', async () => {
    const res = await call('POST', '/api/admin/companies', {
      name: ' ',
      email: 'x@',
      phone: '12',
      website: 'ftp://x',
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual({
      name: 'Le nom est requis',
      email: "Format d'email invalide",
      phone: 'Numéro de téléphone invalide',
      address: "L'adresse est requise",
      website: 'URL invalide',
    });
  });

  it("keeps its station's description in French, English and Spanish; a translation needs the French", async () => {
    const res = await call(
      'POST',
      '/api/admin/companies',
      form({
        name: 'Lagune Bleue',
        description: 'Gare climatisée',
        descriptionEn: 'Air-conditioned station',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      description: 'Gare climatisée',
      descriptionEn: 'Air-conditioned station',
      descriptionEs: null,
    });
    const id = res.json().data._id as string;
    const onlyEs = await call(
      'PUT',
      `/api/admin/companies/${id}`,
      form({ name: 'Lagune Bleue', description: '', descriptionEs: 'Estación climatizada' }),
    );
    expect([onlyEs.statusCode, fields(onlyEs)]).toEqual([
      400,
      { description: 'La description en français est requise pour ajouter une traduction' },
    ]);
    const both = await call(
      'PUT',
      `/api/admin/companies/${id}`,
      form({ name: 'Lagune Bleue', description: 'Gare', descriptionEs: 'Estación' }),
    );
    // The whole form: a translation left blank is cleared.
    expect(both.json().data).toMatchObject({
      description: 'Gare',
      descriptionEn: null,
      descriptionEs: 'Estación',
    });
  });

  it('refuses a duplicate name whatever its case, on create and on rename', async () => {
    await call('POST', '/api/admin/companies', form({ name: 'UTB' }));
    const twice = await call('POST', '/api/admin/companies', form({ name: 'utb' }));
    expect([twice.statusCode, fields(twice)]).toEqual([409, { name: 'Une compagnie porte déjà ce nom' }]);
    const other = (await call('POST', '/api/admin/companies', form({ name: 'AVS' }))).json().data;
    const rename = await call('PUT', `/api/admin/companies/${other._id}`, form({ name: 'Utb' }));
    expect(rename.statusCode).toBe(409);
    const keep = await call(
      'PUT',
      `/api/admin/companies/${other._id}`,
      form({ name: 'AVS', address: 'Bouaké' }),
    );
    expect(keep.json().data.address).toBe('Bouaké');
    const [, update] = await auditOf(db, { entityId: other._id });
    expect(update!.data).toEqual({ address: ['Gare de Yopougon', 'Bouaké'] });
  });

  it('refuses to delete a company that has buses, saying why, and deletes an unused one', async () => {
    const used = await createCompany(db);
    await createBus(db, used.id);
    const refused = await call('DELETE', `/api/admin/companies/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message:
        'Cette compagnie a 1 bus, 0 trajet(s) et 0 ligne(s) régulière(s) : supprimez-les avant de la supprimer',
      usage: { buses: 1, trips: 0, timetables: 0 },
    });
    const unused = await createCompany(db);
    expect((await call('DELETE', `/api/admin/companies/${unused.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/companies/${unused.id}`)).statusCode).toBe(404);
    expect((await auditOf(db, { entityId: unused.id }))[0]!.action).toBe('company.delete');
  });
});
