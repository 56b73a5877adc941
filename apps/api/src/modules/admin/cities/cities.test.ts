import { describe, expect, it } from 'vitest';
import { auditOf, caller, signUpAdmin } from '../../../../test/admin-factories';
import { createCity, createTrip } from '../../../../test/factories';
import { createTestApp } from '../../../../test/helper';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const call = caller(app, (await signUpAdmin(app)).auth);
const fields = (res: { json(): { errors?: { field: string; message: string }[] } }) =>
  Object.fromEntries((res.json().errors ?? []).map((e) => [e.field, e.message]));

describe('/admin/cities', () => {
  it('creates a city from the form (blank coordinates omitted, decimals with a comma) and lists it', async () => {
    const res = await call('POST', '/api/admin/cities', {
      name: 'Grand-Bassam',
      country: "Côte d'Ivoire",
      region: 'Sud-Comoé',
      latitude: '5,2118',
      longitude: '',
      isFeatured: 'on',
      isInternational: false,
      image: 'https://example.ci/bassam.jpg',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      latitude: 5.2118,
      longitude: null,
      isFeatured: true,
      isInternational: false,
    });
    const list = (await call('GET', '/api/admin/cities?search=bassam')).json();
    expect(list).toEqual({ success: true, data: [res.json().data] });
    expect((await call('GET', '/api/admin/cities/count')).json().count).toBeGreaterThanOrEqual(1);
  });

  it('validates the form (SPEC §5 City form)', async () => {
    const res = await call('POST', '/api/admin/cities', {
      name: '',
      latitude: '95',
      longitude: 'est',
      image: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual({
      name: 'Le nom est requis',
      country: 'Le pays est requis',
      latitude: 'Latitude invalide (entre -90 et 90)',
      longitude: 'Longitude invalide (entre -180 et 180)',
      image: 'URL invalide',
    });
  });

  it('refuses a duplicate name with 409', async () => {
    const city = await createCity(db);
    const res = await call('POST', '/api/admin/cities', { name: city.name.toUpperCase(), country: 'Mali' });
    expect([res.statusCode, fields(res)]).toEqual([409, { name: 'Une ville porte déjà ce nom' }]);
  });

  it('updates a city with a diff in the audit log', async () => {
    const city = await createCity(db);
    const res = await call('PUT', `/api/admin/cities/${city.id}`, {
      name: city.name,
      country: 'Ghana',
      isInternational: true,
    });
    expect(res.json().data).toMatchObject({ country: 'Ghana', isInternational: true, latitude: null });
    const [entry] = await auditOf(db, { entityId: city.id, action: 'city.update' });
    expect(entry!.data).toMatchObject({
      country: ["Côte d'Ivoire", 'Ghana'],
      isInternational: [false, true],
    });
  });

  it('refuses to delete a city that trips serve, and deletes an unused one', async () => {
    const { from } = await createTrip(db);
    const refused = await call('DELETE', `/api/admin/cities/${from.id}`);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'Cette ville est desservie par 1 trajet(s) et 0 ligne(s) régulière(s) : elle ne peut pas être supprimée',
    ]);
    const unused = await createCity(db);
    expect((await call('DELETE', `/api/admin/cities/${unused.id}`)).json().success).toBe(true);
    expect((await call('DELETE', `/api/admin/cities/${unused.id}`)).statusCode).toBe(404);
  });
});
