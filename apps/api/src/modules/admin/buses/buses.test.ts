import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trips } from '../../../db/schema';
import { auditOf, caller, signUpAdmin } from '../../../../test/admin-factories';
import { createBus, createCompany, createTrip, inDays, insertBooking } from '../../../../test/factories';
import { createTestApp, signUp } from '../../../../test/helper';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const call = caller(app, (await signUpAdmin(app)).auth);
const traveller = await signUp(app);
const fields = (res: { json(): { errors?: { field: string; message: string }[] } }) =>
  Object.fromEntries((res.json().errors ?? []).map((e) => [e.field, e.message]));
const company = await createCompany(db);
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ivoire Confort 1',
  company: company.name,
  busId: `IT-${Math.random().toString(36).slice(2, 7)}`,
  totalSeats: '50',
  layout: '2 x 2',
  amenities: 'wifi, ac, ',
  ...overrides,
});

describe('/admin/buses', () => {
  it('creates a bus with its company given by name, and shows it as the admin table needs', async () => {
    const res = await call('POST', '/api/admin/buses', form({ busId: 'IT-001' }));
    expect(res.statusCode).toBe(201);
    const bus = res.json().data;
    expect(bus).toMatchObject({
      name: 'Ivoire Confort 1',
      company: { _id: company.id, name: company.name },
      busId: 'IT-001',
      totalSeats: 50,
      layout: '2x2',
      amenities: ['wifi', 'ac'],
    });
    expect((await call('GET', '/api/admin/buses?search=it-001')).json().data).toEqual([bus]);
    expect((await call('GET', `/api/admin/buses/${bus._id}`)).json().data).toEqual(bus);
  });

  it('validates the form (SPEC §5 Bus form) and names an unknown company', async () => {
    const res = await call('POST', '/api/admin/buses', {
      name: '',
      company: '',
      busId: '',
      totalSeats: 0,
      layout: 'big',
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual({
      name: 'Le nom est requis',
      company: 'Veuillez sélectionner une compagnie pour ce bus',
      busId: "L'identifiant du bus est requis",
      totalSeats: 'Le nombre de sièges doit être au moins 1',
      layout: 'Disposition invalide (ex. 2x2)',
    });
    const unknown = await call('POST', '/api/admin/buses', form({ company: 'Compagnie fantôme' }));
    expect([unknown.statusCode, fields(unknown)]).toEqual([400, { company: 'Compagnie introuvable' }]);
  });

  it('refuses a duplicate bus id with 409', async () => {
    await call('POST', '/api/admin/buses', form({ busId: 'DUP-1' }));
    const res = await call('POST', '/api/admin/buses', form({ busId: 'DUP-1', company: company.id }));
    expect([res.statusCode, fields(res)]).toEqual([409, { busId: 'Un bus porte déjà cet identifiant' }]);
  });

  it('refuses fewer seats than a seat sold on an upcoming trip, and caps the seats on sale otherwise', async () => {
    const bus = await createBus(db, company.id, { totalSeats: 50 });
    const { trip } = await createTrip(db, { company, bus, departureDate: inDays(5) });
    await insertBooking(db, { trip, userId: traveller.user._id, seats: [30] });
    const body = form({ busId: bus.busNumber, name: bus.name });
    const tooSmall = await call('PUT', `/api/admin/buses/${bus.id}`, { ...body, totalSeats: 20 });
    expect([tooSmall.statusCode, tooSmall.json().message]).toEqual([
      409,
      'Le siège n° 30 est déjà réservé sur ce trajet : ce bus est trop petit',
    ]);
    const smaller = await call('PUT', `/api/admin/buses/${bus.id}`, { ...body, totalSeats: 40 });
    expect(smaller.json().data.totalSeats).toBe(40);
    const [row] = await db.select().from(trips).where(eq(trips.id, trip.id));
    expect(row!.seatsOnSale).toBe(40);
    // The refused change left no trace; the accepted one did, with its diff.
    const entries = await auditOf(db, { entityId: bus.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]!.data).toMatchObject({ totalSeats: [50, 40] });
  });

  it('keeps a bus that lines or departures use with its company, and lets an unused one move', async () => {
    const bus = await createBus(db, company.id);
    await createTrip(db, { company, bus, departureDate: inDays(-3) });
    const other = await createCompany(db);
    const body = form({ busId: bus.busNumber, name: bus.name, company: other.id });
    const res = await call('PUT', `/api/admin/buses/${bus.id}`, body);
    expect([res.statusCode, fields(res)]).toEqual([
      409,
      { company: 'Ce bus a des trajets ou des lignes régulières : il ne peut pas changer de compagnie' },
    ]);
    const unused = await createBus(db, company.id);
    const moved = await call('PUT', `/api/admin/buses/${unused.id}`, {
      ...body,
      busId: unused.busNumber,
      name: unused.name,
    });
    expect(moved.json().data.company._id).toBe(other.id);
  });

  it('refuses to delete a bus that trips use, saying how many are upcoming', async () => {
    const bus = await createBus(db, company.id);
    await createTrip(db, { company, bus, departureDate: inDays(2) });
    await createTrip(db, { company, bus, departureDate: inDays(-2) });
    const res = await call('DELETE', `/api/admin/buses/${bus.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Ce bus est utilisé par 2 trajet(s), dont 1 à venir, et 0 ligne(s) régulière(s) : réaffectez-les avant de le supprimer',
    );
    const unused = await createBus(db, company.id);
    expect((await call('DELETE', `/api/admin/buses/${unused.id}`)).statusCode).toBe(200);
    expect((await auditOf(db, { entityId: unused.id }))[0]!.action).toBe('bus.delete');
  });
});
