import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, buses, timetables, trips } from '../../../db/schema';
import { auditOf } from '../../../../test/admin-factories';
import {
  createBus,
  createCity,
  createCompany,
  createTrip,
  inDays,
  insertBooking,
} from '../../../../test/factories';
import { createTestApp, signUp } from '../../../../test/helper';
import { signUpStaff } from '../../../../test/operator-factories';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const companyA = await createCompany(db);
const companyB = await createCompany(db);
const managerA = await signUpStaff(app, companyA.id, 'manager');
const agentA = await signUpStaff(app, companyA.id, 'agent');
const managerB = await signUpStaff(app, companyB.id, 'manager');
const traveller = await signUp(app);
const [abidjan, bouake] = [await createCity(db), await createCity(db)];
const busOfB = await createBus(db, companyB.id);
const fields = (res: { json(): { errors?: { field: string; message: string }[] } }) =>
  Object.fromEntries((res.json().errors ?? []).map((e) => [e.field, e.message]));
const busForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Car du matin',
  busId: `OP-${Math.random().toString(36).slice(2, 8)}`,
  totalSeats: 40,
  layout: '2x2',
  ...overrides,
});

describe('/operator/cities', () => {
  it("lists every city with its id for a manager's forms, and for managers only", async () => {
    const cities = (await managerA.call('GET', '/api/operator/cities')).json().data;
    expect(cities).toEqual(
      expect.arrayContaining([
        { _id: abidjan.id, name: abidjan.name },
        { _id: bouake.id, name: bouake.name },
      ]),
    );
    expect((await agentA.call('GET', '/api/operator/cities')).statusCode).toBe(403);
  });
});

describe('/operator/buses', () => {
  it('adds, lists, edits and deletes the company buses only', async () => {
    const created = await managerA.call('POST', '/api/operator/buses', busForm({ company: companyB.id }));
    expect(created.statusCode, created.body).toBe(201);
    const bus = created.json().data;
    expect(bus).toMatchObject({ company: { _id: companyA.id }, totalSeats: 40, layout: '2x2' });
    const list = (await managerA.call('GET', '/api/operator/buses')).json().data;
    expect(list.map((b: { _id: string }) => b._id)).toEqual([bus._id]);
    const edited = await managerA.call(
      'PUT',
      `/api/operator/buses/${bus._id}`,
      busForm({ busId: bus.busId, totalSeats: 30 }),
    );
    expect(edited.json().data.totalSeats).toBe(30);
    expect((await managerA.call('DELETE', `/api/operator/buses/${bus._id}`)).statusCode).toBe(200);
    expect((await auditOf(db, { entityId: bus._id })).map((e) => [e.action, e.actorId])).toEqual([
      ['bus.create', managerA.user._id],
      ['bus.update', managerA.user._id],
      ['bus.delete', managerA.user._id],
    ]);
  });

  it('refuses a change that would harm a sold seat, with the back office message', async () => {
    const bus = await createBus(db, companyA.id, { totalSeats: 50 });
    const { trip } = await createTrip(db, { company: companyA, bus, departureDate: inDays(4) });
    await insertBooking(db, { trip, userId: traveller.user._id, seats: [45] });
    const res = await managerA.call(
      'PUT',
      `/api/operator/buses/${bus.id}`,
      busForm({ busId: bus.busNumber, totalSeats: 40 }),
    );
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'Le siège n° 45 est déjà réservé sur ce trajet : ce bus est trop petit',
    ]);
    const removed = await managerA.call('DELETE', `/api/operator/buses/${bus.id}`);
    expect(removed.statusCode).toBe(409);
  });

  it("answers 404 for another company's bus and changes nothing; agents may not manage the fleet", async () => {
    const put = await managerA.call(
      'PUT',
      `/api/operator/buses/${busOfB.id}`,
      busForm({ busId: busOfB.busNumber }),
    );
    expect([put.statusCode, put.json().message]).toEqual([404, 'Bus introuvable']);
    expect((await managerA.call('DELETE', `/api/operator/buses/${busOfB.id}`)).statusCode).toBe(404);
    const [row] = await db.select().from(buses).where(eq(buses.id, busOfB.id));
    expect(row).toMatchObject({ name: busOfB.name, companyId: companyB.id });
    expect((await agentA.call('GET', '/api/operator/buses')).statusCode).toBe(403);
  });
});

describe('/operator/timetables', () => {
  const line = (busId: string, overrides: Record<string, unknown> = {}) => ({
    fromCityId: abidjan.id,
    toCityId: bouake.id,
    busId,
    daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
    departureTime: '07:00',
    durationMinutes: 300,
    price: 7000,
    ...overrides,
  });

  it('creates a line with its departures, keeps sold ones when it changes, and lists its own', async () => {
    const bus = await createBus(db, companyA.id);
    const created = await managerA.call(
      'POST',
      '/api/operator/timetables',
      line(bus.id, { companyId: companyB.id }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id;
    expect(created.json().data.company._id).toBe(companyA.id);
    expect(created.json().sync.generated).toBeGreaterThan(50);
    // A departure still to come, whatever the time of day the test runs: today's 07:00 may have left already.
    const [first] = await db
      .select()
      .from(trips)
      .where(and(eq(trips.timetableId, id), gt(trips.departsAt, new Date(Date.now() + 86_400_000))))
      .orderBy(trips.departsAt)
      .limit(1);
    await insertBooking(db, { trip: first!, userId: traveller.user._id, seats: [3] });
    const changed = await managerA.call(
      'PUT',
      `/api/operator/timetables/${id}`,
      line(bus.id, { price: 8000 }),
    );
    expect(changed.json().sync.kept).toBe(1);
    const [kept] = await db.select().from(trips).where(eq(trips.id, first!.id));
    expect(kept!.price).toBe(7000);
    const list = (await managerA.call('GET', '/api/operator/timetables')).json().data;
    expect(list.map((t: { _id: string }) => t._id)).toEqual([id]);
    expect((await managerB.call('GET', '/api/operator/timetables')).json().data).toEqual([]);
  });

  it("refuses another company's bus as unknown, and another company's line as not found", async () => {
    const res = await managerA.call('POST', '/api/operator/timetables', line(busOfB.id));
    expect([res.statusCode, fields(res)]).toEqual([400, { busId: 'Bus introuvable' }]);
    const lineOfB = await managerB.call('POST', '/api/operator/timetables', line(busOfB.id));
    const id = lineOfB.json().data._id;
    for (const [method, body] of [['GET'], ['PUT', line(busOfB.id, { price: 1 })], ['DELETE']] as const) {
      const other = await managerA.call(method, `/api/operator/timetables/${id}`, body);
      expect(other.statusCode, method).toBe(404);
    }
    const [row] = await db.select().from(timetables).where(eq(timetables.id, id));
    expect(row!.price).toBe(7000);
  });
});

describe('/operator/departures: extra departures and fares', () => {
  const extra = (busId: string, overrides: Record<string, unknown> = {}) => ({
    fromCityId: abidjan.id,
    toCityId: bouake.id,
    busId,
    departureDate: inDays(2),
    departureTime: '13:15',
    durationMinutes: 290,
    price: 9000,
    ...overrides,
  });

  it('adds an extra departure on the company bus, in the future, within its seats', async () => {
    const bus = await createBus(db, companyA.id, { totalSeats: 30 });
    const res = await managerA.call('POST', '/api/operator/departures', extra(bus.id));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      companyName: { _id: companyA.id },
      departureTime: '13:15',
      arrivalTime: '18:05',
      price: 9000,
      availableSeats: 30,
    });
    const past = await managerA.call(
      'POST',
      '/api/operator/departures',
      extra(bus.id, { departureDate: inDays(-1) }),
    );
    expect([past.statusCode, fields(past)]).toEqual([
      400,
      { departureDate: 'La date de départ ne peut pas être dans le passé' },
    ]);
    const tooMany = await managerA.call(
      'POST',
      '/api/operator/departures',
      extra(bus.id, { seatsOnSale: 31 }),
    );
    expect(fields(tooMany)).toEqual({ seatsOnSale: 'Ce bus ne compte que 30 sièges' });
    const foreign = await managerA.call('POST', '/api/operator/departures', extra(busOfB.id));
    expect(fields(foreign)).toEqual({ busId: 'Bus introuvable' });
  });

  it('changes the fare of the seats still on sale; sold bookings keep their price', async () => {
    const { trip } = await createTrip(db, { company: companyA, departureDate: inDays(3), price: 10_000 });
    const booking = await insertBooking(db, { trip, userId: traveller.user._id, seats: [1] });
    const res = await managerA.call('PUT', `/api/operator/departures/${trip.id}/fare`, { price: 12_500 });
    expect([res.statusCode, res.json().message, res.json().data.price]).toEqual([
      200,
      'Tarif mis à jour pour les places encore en vente',
      12_500,
    ]);
    const [sold] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(sold!.totalPrice).toBe(booking.totalPrice);
    expect((await auditOf(db, { entityId: trip.id }))[0]!.data).toEqual({ price: [10_000, 12_500] });

    const { trip: left } = await createTrip(db, { company: companyA, departureDate: inDays(-1) });
    const late = await managerA.call('PUT', `/api/operator/departures/${left.id}/fare`, { price: 1 });
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      'Ce départ a déjà eu lieu : il ne peut plus être modifié',
    ]);
    const foreign = await managerB.call('PUT', `/api/operator/departures/${trip.id}/fare`, { price: 1 });
    expect(foreign.statusCode).toBe(404);
    const [unchanged] = await db.select().from(trips).where(eq(trips.id, trip.id));
    expect(unchanged!.price).toBe(12_500);
    expect(
      (await agentA.call('PUT', `/api/operator/departures/${trip.id}/fare`, { price: 1 })).statusCode,
    ).toBe(403);
  });
});
