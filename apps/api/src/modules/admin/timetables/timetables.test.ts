import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TIMETABLE_WINDOW_DAYS } from '@gbaka/shared';
import { bookingSeats, trips } from '../../../db/schema';
import { todayInAbidjan } from '../../../lib/time';
import { tripGenerationRepository } from '../../timetables/repository';
import { auditOf, caller, signUpAdmin } from '../../../../test/admin-factories';
import { createBus, createCity, createCompany, inDays, insertBooking } from '../../../../test/factories';
import { createTestApp, signUp } from '../../../../test/helper';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const call = caller(app, (await signUpAdmin(app)).auth);
const userId = (await signUp(app)).user._id;
const fields = (res: { json(): { errors?: { field: string; message: string }[] } }) =>
  Object.fromEntries((res.json().errors ?? []).map((e) => [e.field, e.message]));

const company = await createCompany(db);
const [bus, smallBus] = [
  await createBus(db, company.id, { totalSeats: 50 }),
  await createBus(db, company.id, { totalSeats: 30 }),
];
const [from, to] = [await createCity(db), await createCity(db)];
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const line = (overrides: Record<string, unknown> = {}) => ({
  companyId: company.id,
  fromCityId: from.id,
  toCityId: to.id,
  busId: bus.id,
  daysOfWeek: EVERY_DAY,
  departureTime: '23:30',
  arrivalTime: '03:30',
  price: 8000,
  stops: 'Toumodi',
  ...overrides,
});
const isoDay = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const tripsOf = (id: string) =>
  db.select().from(trips).where(eq(trips.timetableId, id)).orderBy(trips.departureDate);
const future = (id: string) =>
  db
    .select()
    .from(trips)
    .where(and(eq(trips.timetableId, id), gt(trips.departsAt, new Date())));

describe('POST /admin/timetables', () => {
  it('creates the line and its trips for the window, without duplicates when generated again', async () => {
    const res = await call('POST', '/api/admin/timetables', line());
    expect(res.statusCode).toBe(201);
    const id = res.json().data._id;
    expect(res.json().data).toMatchObject({
      durationMinutes: 240,
      duration: '4h00min',
      arrivalTime: '03:30',
      active: true,
    });
    expect(res.json().sync).toEqual({
      generated: TIMETABLE_WINDOW_DAYS + 1,
      updated: 0,
      removed: 0,
      closed: 0,
      kept: 0,
    });
    expect(res.json().message).toContain(`${TIMETABLE_WINDOW_DAYS + 1} trajet(s) créé(s)`);
    const rows = await tripsOf(id);
    expect(rows.map((t) => t.departureDate)).toEqual(
      Array.from({ length: TIMETABLE_WINDOW_DAYS + 1 }, (_, i) => inDays(i)),
    );
    expect(rows[0]).toMatchObject({ price: 8000, seatsOnSale: 50, arrivalTime: '03:30', stops: ['Toumodi'] });
    // Several instances run the generator at once: the unique (timetable, date) index keeps one trip a day.
    const again = await Promise.all(
      [1, 2].map(() => tripGenerationRepository.generate(db, todayInAbidjan(), TIMETABLE_WINDOW_DAYS)),
    );
    expect(again).toEqual([0, 0]);
    expect(await tripsOf(id)).toHaveLength(TIMETABLE_WINDOW_DAYS + 1);
    const listed = (await call('GET', `/api/admin/timetables?companyId=${company.id}`)).json().data;
    expect(listed.find((t: { _id: string }) => t._id === id).upcomingTrips).toBe((await future(id)).length);
    expect((await auditOf(db, { entityId: id }))[0]!.action).toBe('timetable.create');
  });

  it('validates the line', async () => {
    const res = await call(
      'POST',
      '/api/admin/timetables',
      line({ daysOfWeek: [], departureTime: '24:00', price: 'cher' }),
    );
    expect(fields(res)).toEqual({
      daysOfWeek: 'Choisissez au moins un jour de circulation',
      departureTime: 'Heure invalide',
      price: 'Le prix doit être un nombre positif ou nul',
    });
    const otherBus = await createBus(db, (await createCompany(db)).id);
    const foreign = await call('POST', '/api/admin/timetables', line({ busId: otherBus.id }));
    expect([foreign.statusCode, fields(foreign)]).toEqual([
      400,
      { busId: "Ce bus n'appartient pas à cette compagnie" },
    ]);
  });
});

describe('PUT /admin/timetables/:id', () => {
  it('changes unbooked future trips, drops days no longer served and keeps booked trips as sold', async () => {
    const id = (await call('POST', '/api/admin/timetables', line())).json().data._id;
    const rows = (await future(id)).sort((a, b) => a.departureDate.localeCompare(b.departureDate));
    const sundays = rows.filter((t) => isoDay(t.departureDate) === 7);
    const monday = rows.find((t) => isoDay(t.departureDate) === 1)!;
    await insertBooking(db, { trip: sundays[0]!, userId, seats: [1] });
    await insertBooking(db, { trip: monday, userId, seats: [2] });
    // An old cancelled booking keeps its trip in the database (foreign key) though it holds no seat.
    const cancelled = await insertBooking(db, { trip: sundays[1]!, userId, seats: [3], status: 'cancelled' });
    await db.delete(bookingSeats).where(eq(bookingSeats.bookingId, cancelled.id));
    const unbookedSundays = sundays.length - 2;
    const before = (await future(id)).length;

    const body = line({
      daysOfWeek: [1, 2, 3, 4, 5, 6],
      price: 9500,
      busId: smallBus.id,
      arrivalTime: '',
      durationMinutes: 300,
    });
    const res = await call('PUT', `/api/admin/timetables/${id}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().sync).toEqual({
      generated: 0,
      removed: unbookedSundays,
      closed: 1,
      kept: 2,
      updated: before - unbookedSundays - 3,
    });

    const after = await future(id);
    const byId = new Map(after.map((t) => [t.id, t]));
    expect(byId.get(sundays[0]!.id)).toMatchObject({ price: 8000, busId: bus.id, arrivalTime: '03:30' });
    expect(byId.get(monday.id)).toMatchObject({ price: 8000, seatsOnSale: 50 });
    expect(byId.get(sundays[1]!.id)).toMatchObject({ seatsOnSale: 0 });
    const others = after.filter((t) => ![sundays[0]!.id, sundays[1]!.id, monday.id].includes(t.id));
    expect(others.every((t) => isoDay(t.departureDate) !== 7)).toBe(true);
    expect(others.every((t) => t.price === 9500 && t.busId === smallBus.id && t.seatsOnSale === 30)).toBe(
      true,
    );
    expect(others.every((t) => t.arrivalTime === '04:30' && t.durationMinutes === 300)).toBe(true);

    // Saving again changes nothing; serving Sundays again brings back the removed ones only.
    const same = await call('PUT', `/api/admin/timetables/${id}`, body);
    expect(same.json().sync).toEqual({ generated: 0, removed: 0, closed: 0, kept: 2, updated: 0 });
    const back = await call('PUT', `/api/admin/timetables/${id}`, { ...body, daysOfWeek: EVERY_DAY });
    expect(back.json().sync).toMatchObject({ generated: unbookedSundays, removed: 0 });
    const audit = await auditOf(db, { entityId: id, action: 'timetable.update' });
    expect(audit[0]!.data).toMatchObject({
      price: [8000, 9500],
      daysOfWeek: [EVERY_DAY, [1, 2, 3, 4, 5, 6]],
    });
  });

  it('deactivating removes the unbooked future trips; deleting keeps booked ones as standalone trips', async () => {
    const id = (await call('POST', '/api/admin/timetables', line({ daysOfWeek: [2, 4] }))).json().data._id;
    const booked = (await future(id))[0]!;
    await insertBooking(db, { trip: booked, userId, seats: [4] });
    const total = (await future(id)).length;
    const off = await call('PUT', `/api/admin/timetables/${id}`, line({ daysOfWeek: [2, 4], active: false }));
    expect(off.json().sync).toEqual({ generated: 0, updated: 0, removed: total - 1, closed: 0, kept: 1 });
    expect((await future(id)).map((t) => t.id)).toEqual([booked.id]);

    const removed = await call('DELETE', `/api/admin/timetables/${id}`);
    expect(removed.json().sync).toEqual({ generated: 0, updated: 0, removed: 0, closed: 0, kept: 1 });
    expect((await call('GET', `/api/admin/timetables/${id}`)).statusCode).toBe(404);
    const [kept] = await db.select().from(trips).where(eq(trips.id, booked.id));
    expect(kept!.timetableId).toBeNull();
    expect((await auditOf(db, { entityId: id })).map((e) => e.action)).toEqual([
      'timetable.create',
      'timetable.update',
      'timetable.delete',
    ]);
  });
});
