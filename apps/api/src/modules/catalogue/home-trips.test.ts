import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helper';
import { createCity, createCompany, createTrip, hoursFromNow, inDays } from '../../../test/factories';

// A database of its own: these lists span every trip, so no other test's trips may appear in them.
const { app, database } = await createTestApp();
const db = database.db;
const get = (url: string) => app.inject({ method: 'GET', url: `/api/travel${url}` });

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
});
