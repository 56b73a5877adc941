import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { searchDaysRepository } from './search-days-repository';
import { createTestApp } from '../../../test/helper';
import { createCity, createCompany, createTrip, inDays } from '../../../test/factories';

const { app, database } = await createTestApp();
const db = database.db;

async function days(params: Record<string, string | number>, headers: Record<string, string> = {}) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  return app.inject({ method: 'GET', url: `/api/travel/routes/days?${query}`, headers });
}

async function line() {
  return { from: await createCity(db), to: await createCity(db), company: await createCompany(db) };
}

describe('GET /routes/days', () => {
  it("gives each day's lowest fare around the date, none before today, and the next day with a departure", async () => {
    const { from, to, company } = await line();
    await createTrip(db, {
      from,
      to,
      company,
      departureDate: inDays(0),
      departureTime: '23:59',
      price: 7000,
    });
    await createTrip(db, { from, to, company, departureDate: inDays(2), price: 9000 });
    await createTrip(db, {
      from,
      to,
      company,
      departureDate: inDays(2),
      departureTime: '14:00',
      price: 8000,
    });
    await createTrip(db, { from, to, company, departureDate: inDays(20), price: 6000 });

    const response = await days({ from: from.name.toUpperCase(), to: to.id, date: inDays(1) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    // The strip starts today (three days back would be in the past) and ends three days after the date.
    expect(data.days).toEqual([
      { date: inDays(0), lowestPrice: 7000 },
      { date: inDays(1), lowestPrice: null },
      { date: inDays(2), lowestPrice: 8000 },
      { date: inDays(3), lowestPrice: null },
      { date: inDays(4), lowestPrice: null },
    ]);
    expect(data.nextDeparture).toBe(inDays(2));

    const later = (await days({ from: from.id, to: to.id, date: inDays(5) })).json().data;
    expect(later.days).toHaveLength(7);
    expect(later.nextDeparture).toBe(inDays(20));
    expect((await days({ from: from.id, to: to.id, date: inDays(21) })).json().data.nextDeparture).toBeNull();
  });

  it('counts only departures with the seats asked for, of the company asked for', async () => {
    const { from, to, company } = await line();
    const other = await createCompany(db);
    await createTrip(db, { from, to, company, departureDate: inDays(3), price: 5000, seatsOnSale: 1 });
    await createTrip(db, { from, to, company: other, departureDate: inDays(3), price: 6000 });
    await createTrip(db, { from, to, company, departureDate: inDays(3), price: 9000 });

    const lowest = async (params: Record<string, string | number>) =>
      (await days({ from: from.id, to: to.id, date: inDays(3), ...params }))
        .json()
        .data.days.find((day: { date: string }) => day.date === inDays(3)).lowestPrice;
    expect(await lowest({})).toBe(5000);
    expect(await lowest({ passengers: 2 })).toBe(6000);
    expect(await lowest({ passengers: 2, companyName: company.name })).toBe(9000);
    // The trips above leave at 08:00, the factory's time.
    expect(await lowest({ departureTime: '08:00' })).toBe(5000);
    expect(await lowest({ departureTime: '08:30' })).toBeNull();
  });

  it('refuses a past date or the same city twice with a localised 400', async () => {
    const { from, to } = await line();
    const past = await days({ from: from.id, to: to.id, date: inDays(-1) }, { 'accept-language': 'en' });
    expect(past.statusCode).toBe(400);
    const same = await days({ from: from.name, to: from.name, date: inDays(1) }, { 'accept-language': 'es' });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).not.toBe(past.json().message);
  });

  it('is answered from memory until a change on one of its days is heard', async () => {
    const { from, to, company } = await line();
    const { trip } = await createTrip(db, { from, to, company, departureDate: inDays(6), price: 9000 });
    await vi.waitFor(() => expect(app.searchCache.active).toBe(true));
    const loads = vi.spyOn(searchDaysRepository, 'lowestPricePerDay');
    const lowest = async () => {
      const answer = await days({ from: from.id, to: to.id, date: inDays(6) });
      return answer.json().data.days.find((day: { date: string }) => day.date === inDays(6)).lowestPrice;
    };
    // The trip's own insert may still be on its way: wait until an answer is kept, then it is repeated.
    await vi.waitFor(async () => {
      await lowest();
      loads.mockClear();
      expect(await lowest()).toBe(9000);
      expect(loads).not.toHaveBeenCalled();
    });

    await db.execute(sql`update trips set price = 4000 where id = ${trip.id}`);
    await vi.waitFor(async () => expect(await lowest()).toBe(4000));
    loads.mockRestore();
  });
});
