import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { timetables, trips } from '../../../db/schema';
import { auditOf, caller, signUpAdmin } from '../../../../test/admin-factories';
import {
  createBus,
  createCity,
  createCompany,
  createTrip,
  inDays,
  insertBooking,
} from '../../../../test/factories';
import { createTestApp, signUp } from '../../../../test/helper';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const call = caller(app, (await signUpAdmin(app)).auth);
const traveller = await signUp(app);
const fields = (res: { json(): { errors?: { field: string; message: string }[] } }) =>
  Object.fromEntries((res.json().errors ?? []).map((e) => [e.field, e.message]));

const company = await createCompany(db);
const bus = await createBus(db, company.id, { totalSeats: 40 });
const [abidjan, bouake] = [await createCity(db), await createCity(db)];
const form = (overrides: Record<string, unknown> = {}) => ({
  from: abidjan.name,
  to: bouake.id,
  departureDate: inDays(10),
  departureTime: '07:30',
  arrivalTime: '12:00',
  duration: '4h30min',
  price: '12 000',
  availableSeats: 40,
  companyName: company.name.toUpperCase(),
  bus: bus.busNumber,
  stops: 'Toumodi, Yamoussoukro',
  amenities: 'wifi, ac',
  features: '',
  popular: true,
  ...overrides,
});

describe('POST /admin/routes', () => {
  it('creates a trip from names or ids and answers with objects', async () => {
    const res = await call('POST', '/api/admin/routes', form());
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      from: { _id: abidjan.id, name: abidjan.name },
      to: { _id: bouake.id, name: bouake.name },
      companyName: { _id: company.id, name: company.name },
      bus: { _id: bus.id, busNumber: bus.busNumber, capacity: 40 },
      duration: '4h30min',
      durationMinutes: 270,
      price: 12000,
      availableSeats: 40,
      seatsOnSale: 40,
      bookedSeats: 0,
      timetableId: null,
      stops: ['Toumodi', 'Yamoussoukro'],
      isPast: false,
    });
    expect((await auditOf(db, { entityId: res.json().data._id }))[0]!.action).toBe('trip.create');
  });

  it('reports the missing fields of the form, each with its message', async () => {
    const res = await call('POST', '/api/admin/routes', {});
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toMatchObject({
      from: 'Veuillez sélectionner une ville de départ',
      to: "Veuillez sélectionner une ville d'arrivée",
      departureDate: 'La date de départ est requise',
      departureTime: "L'heure de départ est requise",
      arrivalTime: "L'heure d'arrivée est requise",
      duration: 'La durée est requise',
      price: 'Le prix doit être un nombre positif ou nul',
      availableSeats: 'Les places disponibles doivent être un nombre positif ou nul',
      companyName: 'Veuillez sélectionner une compagnie',
      bus: 'Veuillez sélectionner un bus',
    });
  });

  it('refuses unknown references, a bus of another company, too many seats and an arrival out of step', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ from: 'Atlantis' }, { from: 'Ville introuvable' }],
      [{ companyName: 'Nope' }, { companyName: 'Compagnie introuvable' }],
      [{ bus: 'XX-404' }, { bus: 'Bus introuvable' }],
      [
        { bus: (await createBus(db, (await createCompany(db)).id)).id },
        { bus: "Ce bus n'appartient pas à cette compagnie" },
      ],
      [{ availableSeats: 41 }, { availableSeats: 'Ce bus ne compte que 40 sièges' }],
      [
        { arrivalTime: '12:30' },
        { arrivalTime: "L'heure d'arrivée ne correspond pas au départ plus la durée" },
      ],
      [
        { price: -1, to: abidjan.name.toLowerCase() },
        {
          price: 'Le prix doit être un nombre positif ou nul',
          to: "Les villes de départ et d'arrivée doivent être différentes",
        },
      ],
    ];
    for (const [overrides, expected] of cases) {
      const res = await call('POST', '/api/admin/routes', form(overrides));
      expect([res.statusCode, fields(res)], JSON.stringify(overrides)).toEqual([400, expected]);
    }
  });
});

describe('GET /admin/routes', () => {
  it('pages 20 by default, upcoming first, and searches on the server', async () => {
    const line = { from: await createCity(db, 'Odienné-Test'), to: await createCity(db, 'Touba-Test') };
    for (let i = 0; i < 3; i++) await createTrip(db, { ...line, departureDate: inDays(i + 1) });
    await createTrip(db, { ...line, departureDate: inDays(-3) });
    const res = await call('GET', '/api/admin/routes?search=odienné-test');
    const dates = res.json().data.map((t: { departureDate: string }) => t.departureDate);
    expect(dates).toEqual([inDays(1), inDays(2), inDays(3), inDays(-3)]);
    expect(res.json().pagination).toEqual({ currentPage: 1, totalPages: 1, total: 4, limit: 20 });
    const past = await call('GET', `/api/admin/routes?from=${line.from.id}&period=past`);
    expect(past.json().data.map((t: { isPast: boolean }) => t.isPast)).toEqual([true]);
    const byName = await call('GET', '/api/admin/routes?to=touba-test&limit=2&page=2');
    expect(byName.json().pagination).toMatchObject({ currentPage: 2, totalPages: 2, total: 4 });
  });
});

describe('PUT /admin/routes/:id', () => {
  it('reads availableSeats as seats still for sale, so an unchanged form changes nothing', async () => {
    const { trip } = await createTrip(db, {
      from: abidjan,
      to: bouake,
      company,
      bus,
      departureDate: inDays(4),
    });
    await insertBooking(db, { trip, userId: traveller.user._id, seats: [1, 2, 3] });
    const shown = (await call('GET', `/api/admin/routes/${trip.id}`)).json().data;
    expect([shown.availableSeats, shown.bookedSeats]).toEqual([37, 3]);
    const body = form({
      departureDate: trip.departureDate,
      departureTime: '08:00',
      arrivalTime: '12:00',
      duration: '4h',
    });
    const res = await call('PUT', `/api/admin/routes/${trip.id}`, {
      ...body,
      availableSeats: 37,
      price: 15000,
    });
    expect(res.json().data).toMatchObject({ availableSeats: 37, seatsOnSale: 40, price: 15000 });
    const update = (await auditOf(db, { entityId: trip.id })).at(-1)!;
    expect(update.data).toMatchObject({ price: [10000, 15000] });
    expect(update.data).not.toHaveProperty('seatsOnSale');
    const tooMany = await call('PUT', `/api/admin/routes/${trip.id}`, { ...body, availableSeats: 38 });
    expect(fields(tooMany)).toEqual({ availableSeats: 'Ce bus ne compte que 40 sièges' });
  });

  it('keeps a regular line from recreating a departure moved to another day', async () => {
    const line = (
      await call('POST', '/api/admin/timetables', {
        companyId: company.id,
        fromCityId: abidjan.id,
        toCityId: bouake.id,
        busId: bus.id,
        daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
        departureTime: '22:00',
        durationMinutes: 300,
        price: 9000,
      })
    ).json().data;
    const onDay = (days: number) =>
      and(eq(trips.departureDate, inDays(days)), eq(trips.timetableId, line._id));
    const [generated] = await db.select().from(trips).where(onDay(20));
    const moved = form({
      departureDate: inDays(21),
      departureTime: '22:00',
      arrivalTime: '03:00',
      duration: 300,
    });
    const clash = await call('PUT', `/api/admin/routes/${generated!.id}`, moved);
    expect([clash.statusCode, fields(clash)]).toEqual([
      409,
      { departureDate: 'Cette ligne régulière a déjà un départ ce jour-là' },
    ]);
    const [day22] = await db.select().from(trips).where(onDay(22));
    await call('DELETE', `/api/admin/routes/${day22!.id}`);
    const ok = await call('PUT', `/api/admin/routes/${generated!.id}`, {
      ...moved,
      departureDate: inDays(22),
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await db.select().from(timetables).where(eq(timetables.id, line._id));
    expect(row!.skippedDates.sort()).toEqual([inDays(20), inDays(22)].sort());
  });
});

describe('DELETE /admin/routes', () => {
  it('refuses a trip with bookings, saying how many, and deletes one without', async () => {
    const { trip } = await createTrip(db, { departureDate: inDays(6) });
    await insertBooking(db, { trip, userId: traveller.user._id, seats: [1] });
    const refused = await call('DELETE', `/api/admin/routes/${trip.id}`);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'Ce trajet a 1 réservation(s) : il ne peut pas être supprimé',
    ]);
    const { trip: free } = await createTrip(db);
    expect((await call('DELETE', `/api/admin/routes/${free.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/routes/${free.id}`)).statusCode).toBe(404);
  });

  it('bulk-deletes the selection, reporting the routes it had to keep', async () => {
    const { trip: booked } = await createTrip(db);
    await insertBooking(db, { trip: booked, userId: traveller.user._id, seats: [4] });
    const { trip: a } = await createTrip(db);
    const { trip: b } = await createTrip(db);
    const unknown = '0190a0b0-0000-7000-8000-0000000000ff';
    const res = await call('POST', '/api/admin/routes/bulk-delete', {
      ids: [a.id, booked.id, b.id, unknown],
    });
    expect(res.json()).toEqual({
      success: true,
      message: '2 trajet(s) supprimé(s), 1 refusé(s)',
      data: { deleted: [a.id, b.id].sort(), refused: [{ _id: booked.id, bookings: 1 }], notFound: [unknown] },
    });
    const empty = await call('POST', '/api/admin/routes/bulk-delete', { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect((await auditOf(db, { action: 'trip.bulk_delete' })).length).toBe(1);
  });
});
