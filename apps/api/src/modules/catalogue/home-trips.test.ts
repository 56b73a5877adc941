import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { cities, trips } from '../../db/schema';
import { createTestApp } from '../../../test/helper';
import { createCity, createCompany, createTrip, hoursFromNow, inDays } from '../../../test/factories';

// A database of its own, emptied of trips before each test: these lists span every trip.
const { app, database } = await createTestApp();
const db = database.db;
const get = (url: string) => app.inject({ method: 'GET', url: `/api/travel${url}` });
const ids = async (url: string) => ((await get(url)).json().data as { _id: string }[]).map((t) => t._id);

beforeEach(async () => {
  await db.delete(trips);
});

describe('home lists', () => {
  it('suggests one trip per destination, featured cities first, the first and third flagged featured', async () => {
    const abidjan = await createCity(db);
    const company = await createCompany(db);
    const destinations = [await createCity(db), await createCity(db), await createCity(db)];
    for (const to of destinations) {
      await createTrip(db, { from: abidjan, to, company, departureDate: inDays(2) });
      await createTrip(db, { from: abidjan, to, company, departureDate: inDays(1) });
    }
    await createTrip(db, { from: abidjan, to: await createCity(db), ...hoursFromNow(-1) });

    const res = await get('/routes/suggested');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data as { to: { _id: string }; departureDate: string; featured: boolean }[];
    expect(data.map((t) => t.to._id).sort()).toEqual(destinations.map((c) => c.id).sort());
    expect(data.every((t) => t.departureDate === inDays(1))).toBe(true);
    expect(data.map((t) => t.featured)).toEqual([true, false, true]);
  });

  it('lists the next popular departure of each city pair', async () => {
    const a = await createCity(db);
    const b = await createCity(db);
    const soon = await createTrip(db, { from: a, to: b, popular: true, departureDate: inDays(1) });
    await createTrip(db, { from: a, to: b, popular: true, departureDate: inDays(2) });
    await createTrip(db, { from: b, to: a, popular: false });

    const data = (await get('/routes/popular')).json().data as { _id: string; popular: boolean }[];
    expect(data.map((t) => t._id)).toEqual([soon.trip.id]);
  });

  it('suggests a popular departure before an earlier one, else the next departure; departed trips never', async () => {
    const [p, q] = [await createCity(db), await createCity(db)];
    await createTrip(db, { to: p, ...hoursFromNow(-1), popular: true });
    await createTrip(db, { to: p, ...hoursFromNow(2) });
    const popular = await createTrip(db, { to: p, departureDate: inDays(2), popular: true });
    await createTrip(db, { to: q, ...hoursFromNow(-1), popular: true });
    const next = await createTrip(db, { to: q, departureDate: inDays(1), departureTime: '08:00' });
    await createTrip(db, { to: q, departureDate: inDays(1), departureTime: '09:00' });

    expect(await ids('/routes/suggested')).toEqual([next.trip.id, popular.trip.id]);
  });

  it('suggests featured destinations first, then by departure, the cheaper first at the same time', async () => {
    const featured = await createCity(db);
    await db.update(cities).set({ isFeatured: true }).where(eq(cities.id, featured.id));
    const later = await createTrip(db, { to: featured, departureDate: inDays(3) });
    const dear = await createTrip(db, { departureDate: inDays(1), price: 12_000 });
    const cheap = await createTrip(db, { departureDate: inDays(1), price: 9_000 });
    const twice = await createCity(db);
    await createTrip(db, { to: twice, departureDate: inDays(2) });
    await createTrip(db, { to: twice, departureDate: inDays(2) });

    const data = (await get('/routes/suggested')).json().data as { _id: string; to: { _id: string } }[];
    expect(data.slice(0, 3).map((t) => t._id)).toEqual([later.trip.id, cheap.trip.id, dear.trip.id]);
    // Two departures to one city at the same minute: one of them, once.
    expect(data.slice(3).map((t) => t.to._id)).toEqual([twice.id]);
  });

  it('lists the next popular departure of every pair, pairs sharing a city or long departed included', async () => {
    const [a, b, c] = [await createCity(db), await createCity(db), await createCity(db)];
    const ab = await createTrip(db, { from: a, to: b, popular: true, departureDate: inDays(3) });
    const ac = await createTrip(db, { from: a, to: c, popular: true, departureDate: inDays(1) });
    await createTrip(db, { from: a, to: c, popular: true, departureDate: inDays(2) });
    await createTrip(db, { from: b, to: a, popular: true, ...hoursFromNow(-1) });
    const ba = await createTrip(db, { from: b, to: a, popular: true, departureDate: inDays(2) });
    // c → a: its popular trip has left, the one to come is not popular; b → c: never popular.
    await createTrip(db, { from: c, to: a, popular: true, departureDate: inDays(-30) });
    await createTrip(db, { from: c, to: a, departureDate: inDays(1) });
    await createTrip(db, { from: b, to: c, departureDate: inDays(1) });
    // Two pairs leaving at the same time: the cheaper first.
    const [d, e] = [await createCity(db), await createCity(db)];
    const de = await createTrip(db, {
      from: d,
      to: e,
      popular: true,
      departureDate: inDays(4),
      price: 8_000,
    });
    const ed = await createTrip(db, {
      from: e,
      to: d,
      popular: true,
      departureDate: inDays(4),
      price: 7_000,
    });

    expect(await ids('/routes/popular')).toEqual([
      ac.trip.id,
      ba.trip.id,
      ab.trip.id,
      ed.trip.id,
      de.trip.id,
    ]);
  });
});
