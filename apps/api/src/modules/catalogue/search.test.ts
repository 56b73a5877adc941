import { durationText, translate } from '@gbaka/shared';
import { eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { companies, trips } from '../../db/schema';
import { CATALOGUE_CHANNEL, type CachedTrip } from './search-cache';
import { searchRepository } from './search-repository';
import { createTestApp, signUp } from '../../../test/helper';
import {
  bookingRequest,
  createCity,
  createCompany,
  createTrip,
  hoursFromNow,
  inDays,
} from '../../../test/factories';

const { app, database } = await createTestApp();
const db = database.db;

async function search(params: Record<string, string | number>, headers: Record<string, string> = {}) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  return app.inject({ method: 'GET', url: `/api/travel/routes/search?${query}`, headers });
}
const ids = (list: { _id: string }[]) => list.map((t) => t._id);

/** Two cities, one company and a few trips on one day, fresh for each test. */
async function line(day = inDays(2)) {
  const from = await createCity(db);
  const to = await createCity(db);
  const company = await createCompany(db);
  const early = await createTrip(db, { from, to, company, departureDate: day, departureTime: '07:00' });
  const late = await createTrip(db, {
    from,
    to,
    company,
    departureDate: day,
    departureTime: '15:30',
    price: 9000,
  });
  return { from, to, company, day, early: early.trip, late: late.trip };
}

describe('GET /routes/search', () => {
  it('finds trips by city names in any case or by ids, in departure order, never cached', async () => {
    const { from, to, day, early, late } = await line();
    const byName = await search({
      from: from.name.toUpperCase(),
      to: to.name.toLowerCase(),
      departureDate: day,
      passengers: 1,
    });
    expect(byName.statusCode).toBe(200);
    expect(byName.headers['cache-control']).toBe('no-store');
    const body = byName.json();
    expect(ids(body.data.outbound)).toEqual([early.id, late.id]);
    expect(body.data.return).toEqual([]);
    expect(body.message).toBe('Trajets trouvés : 2');

    const byId = await search({ from: from.id, to: to.id, departureDate: day, passengers: 1 });
    expect(ids(byId.json().data.outbound)).toEqual([early.id, late.id]);
  });

  it('keeps only the day asked for and the direction asked for', async () => {
    const { from, to, company, day, early, late } = await line();
    await createTrip(db, { from, to, company, departureDate: inDays(5) });
    await createTrip(db, { from: to, to: from, company, departureDate: day });
    const res = await search({ from: from.id, to: to.id, departureDate: day });
    expect(ids(res.json().data.outbound)).toEqual([early.id, late.id]);
  });

  it('drops trips without as many seats left as passengers (counts and passenger options)', async () => {
    const from = await createCity(db);
    const to = await createCity(db);
    const { trip } = await createTrip(db, { from, to, seatsOnSale: 4 });
    const traveller = await signUp(app);
    const booked = await app.inject({
      method: 'POST',
      url: '/api/travel/bookings',
      headers: traveller.auth,
      payload: bookingRequest(trip, [1, 2]),
    });
    expect(booked.statusCode).toBe(201);

    const two = (
      await search({ from: from.id, to: to.id, departureDate: trip.departureDate, passengers: 2 })
    ).json();
    expect(two.data.outbound).toHaveLength(1);
    expect(two.data.outbound[0].availableSeats).toBe(2);
    const three = await search({
      from: from.id,
      to: to.id,
      departureDate: trip.departureDate,
      passengers: 3,
    });
    expect(three.json().data.outbound).toEqual([]);
    expect(three.json().message).toBe('Aucun trajet trouvé pour ces critères');
    const option = await search({
      from: from.id,
      to: to.id,
      departureDate: trip.departureDate,
      passengers: '2 Adults 1 Child',
    });
    expect(option.json().data.outbound).toEqual([]);
  });

  it('keeps trips at or after the chosen time; "all" keeps every one', async () => {
    const { from, to, day, early, late } = await line();
    const after = await search({ from: from.id, to: to.id, departureDate: day, departureTime: '07:30' });
    expect(ids(after.json().data.outbound)).toEqual([late.id]);
    const exact = await search({ from: from.id, to: to.id, departureDate: day, departureTime: '07:00' });
    expect(ids(exact.json().data.outbound)).toEqual([early.id, late.id]);
    const all = await search({ from: from.id, to: to.id, departureDate: day, departureTime: 'all' });
    expect(ids(all.json().data.outbound)).toEqual([early.id, late.id]);
  });

  it('filters by company name (any case) or id; "all" keeps every company', async () => {
    const { from, to, company, day, early, late } = await line();
    const other = await createTrip(db, { from, to, departureDate: day, departureTime: '10:00' });
    const byName = await search({
      from: from.id,
      to: to.id,
      departureDate: day,
      companyName: company.name.toUpperCase(),
    });
    expect(ids(byName.json().data.outbound)).toEqual([early.id, late.id]);
    const byId = await search({
      from: from.id,
      to: to.id,
      departureDate: day,
      companyName: other.company.id,
    });
    expect(ids(byId.json().data.outbound)).toEqual([other.trip.id]);
    const all = await search({ from: from.id, to: to.id, departureDate: day, companyName: 'all' });
    expect(all.json().data.outbound).toHaveLength(3);
  });

  it("drops today's trips that have left and keeps those still to come", async () => {
    const from = await createCity(db);
    const to = await createCity(db);
    const gone = await createTrip(db, { from, to, ...hoursFromNow(-0.05) });
    const coming = await createTrip(db, { from, to, ...hoursFromNow(0.05) });
    for (const day of new Set([gone.trip.departureDate, coming.trip.departureDate])) {
      const res = await search({ from: from.id, to: to.id, departureDate: day });
      // Around midnight "3 minutes ago" is yesterday, which the search refuses as a past date.
      if (res.statusCode === 400) continue;
      const found = ids(res.json().data.outbound);
      expect(found).not.toContain(gone.trip.id);
      if (day === coming.trip.departureDate) expect(found).toContain(coming.trip.id);
    }
  });

  it('lists the way back on the return date for a round trip', async () => {
    const { from, to, company, day, early } = await line(inDays(2));
    const back = await createTrip(db, { from: to, to: from, company, departureDate: inDays(4) });
    await createTrip(db, { from: to, to: from, company, departureDate: inDays(5) });
    const res = await search({
      from: from.name,
      to: to.name,
      departureDate: day,
      returnDate: inDays(4),
      tripType: 'roundTrip',
    });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json().data.outbound)).toContain(early.id);
    expect(ids(res.json().data.return)).toEqual([back.trip.id]);
  });

  it('answers each trip exactly as GET /routes/:id does, durations written the shared way', async () => {
    const from = await createCity(db);
    const to = await createCity(db);
    const company = await createCompany(db);
    await db.update(companies).set({ logo: null }).where(eq(companies.id, company.id));
    const day = inDays(6);
    const durations = [0, 5, 45, 60, 65, 270, 605, 1439];
    for (const [i, minutes] of durations.entries()) {
      await createTrip(db, {
        from,
        to,
        company,
        departureDate: day,
        departureTime: `0${i}:15`,
        durationMinutes: minutes,
        stops: i % 2 ? [] : ['Toumodi', "N'Douci"],
        amenities: i % 3 ? [] : ['wifi'],
        features: ['Départ matinal'],
        popular: i % 2 === 0,
      });
    }
    const found = (await search({ from: from.name, to: to.name, departureDate: day })).json().data.outbound;
    expect(found).toHaveLength(durations.length);
    for (const trip of found) {
      const detail = await app.inject({ method: 'GET', url: `/api/travel/routes/${trip._id}` });
      expect(trip).toStrictEqual(detail.json().data);
    }
    expect(found.map((t: { duration: string }) => t.duration)).toEqual(durations.map((m) => durationText(m)));
  });

  it('answers an empty list for a city nobody serves', async () => {
    const res = await search({ from: 'Atlantis', to: 'Abidjan', departureDate: inDays(1) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ outbound: [], return: [] });
  });

  it('refuses missing or inconsistent parameters with 400 and a localised message', async () => {
    const base = { from: 'Abidjan', to: 'Yamoussoukro', departureDate: inDays(1) };
    const cases: [Record<string, string | number>, string][] = [
      [{ ...base, from: '' }, 'from'],
      [{ ...base, to: 'abidjan' }, 'to'],
      [{ ...base, departureDate: inDays(-1) }, 'departureDate'],
      [{ ...base, departureDate: '2030-02-30' }, 'departureDate'],
      [{ ...base, passengers: 6 }, 'passengers'],
      [{ ...base, passengers: 'beaucoup' }, 'passengers'],
      [{ ...base, departureTime: '8h' }, 'departureTime'],
      [{ ...base, tripType: 'roundTrip' }, 'returnDate'],
      [{ ...base, returnDate: inDays(0) }, 'returnDate'],
    ];
    for (const [params, field] of cases) {
      const res = await search(params);
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const english = await search({ ...base, from: '' }, { 'accept-language': 'en' });
    expect(english.json().message).toBe('Please select a departure city');
  });
});

describe('GET /routes/search answered from memory (search-cache.ts)', () => {
  /**
   * Waits until the app has heard every change committed so far (PostgreSQL delivers on another connection):
   * notifications arrive in commit order, so once a notification of the test's own has dropped a probe kept for a
   * day no search shows, every earlier one has been heard too.
   */
  async function heardChanges() {
    await vi.waitFor(() => expect(app.searchCache.active).toBe(true));
    const probe = { key: `probe-${Math.random()}`, day: '2000-01-01', now: new Date() };
    const keepProbe = (load: () => Promise<CachedTrip[]>) =>
      app.searchCache.search(probe.key, probe.day, probe.now, load);
    await keepProbe(async () => []);
    await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${`day:${probe.day}`})`);
    await vi.waitFor(async () => {
      const reload = vi.fn(async () => []);
      await keepProbe(reload);
      expect(reload).toHaveBeenCalled();
    });
  }

  /** A new traveller books these seats of the trip. */
  async function book(trip: Parameters<typeof bookingRequest>[0], seats: number[]) {
    const traveller = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/travel/bookings',
      headers: traveller.auth,
      payload: bookingRequest(trip, seats),
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  it('repeats an answer without asking the database, and drops it as soon as a seat is booked', async () => {
    const { from, to, day, early } = await line();
    // After the trips are written: the notification of their insert would otherwise drop the first answer.
    await heardChanges();
    const query = { from: from.name, to: to.name, departureDate: day, passengers: 1 };
    const loads = vi.spyOn(searchRepository, 'search');
    const seats = async () => {
      const outbound = (await search(query)).json().data.outbound as {
        _id: string;
        availableSeats: number;
      }[];
      return outbound.find((t) => t._id === early.id)!.availableSeats;
    };
    const before = await seats();
    expect(await seats()).toBe(before);
    expect(loads).toHaveBeenCalledTimes(1);

    await book(early, [1, 2]);
    await heardChanges();
    expect(await seats()).toBe(before - 2);
    expect(loads).toHaveBeenCalledTimes(2);
    loads.mockRestore();
  });

  it("keeps the other days' answers when a seat is booked, and drops them all when a city changes", async () => {
    const booked = await line(inDays(4));
    const other = await line(inDays(5));
    await heardChanges();
    const loads = vi.spyOn(searchRepository, 'search');
    const bookedDay = { from: booked.from.id, to: booked.to.id, departureDate: booked.day, passengers: 1 };
    const otherDay = { from: other.from.id, to: other.to.id, departureDate: other.day, passengers: 1 };
    const searchBoth = async () => {
      expect((await search(bookedDay)).statusCode).toBe(200);
      expect((await search(otherDay)).statusCode).toBe(200);
    };
    await searchBoth();
    expect(loads).toHaveBeenCalledTimes(2);

    await book(booked.early, [1]);
    await heardChanges();
    await searchBoth();
    expect(loads, 'only the day of the booked trip is asked again').toHaveBeenCalledTimes(3);

    await db.execute(sql`update cities set name = name where id = ${other.from.id}`);
    await heardChanges();
    await searchBoth();
    expect(loads).toHaveBeenCalledTimes(5);
    loads.mockRestore();
  });

  it('sends a query asked again word for word back from memory, in the language it was asked in', async () => {
    const { from, to, day } = await line();
    await heardChanges();
    const query = { from: from.name, to: to.name, departureDate: day };
    const first = await search(query);
    const legs = vi.spyOn(app.searchCache, 'search');
    const again = await search(query);
    expect(again.body).toBe(first.body);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(legs, 'the same words: the kept answer, not even the trips').not.toHaveBeenCalled();
    const english = await search(query, { 'accept-language': 'en' });
    expect(english.json().message).toBe('Trips found: 2');
    const reworded = await search({ ...query, from: from.name.toUpperCase() });
    expect(reworded.json().data).toEqual(first.json().data);
    expect(legs, 'other words: the kept trips').toHaveBeenCalledTimes(2);
    legs.mockRestore();
  });

  it('stops sending a kept answer back when its first bus leaves and when its day is over', async () => {
    const { from, to, day, early, late } = await line();
    await heardChanges();
    const query = { from: from.id, to: to.id, departureDate: day };
    const outboundAt = async (instant: string) => {
      vi.setSystemTime(new Date(instant));
      return search(query);
    };
    // Each pair of instants lies within the cache's safety net of a minute: only the answer's own end expires it.
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      expect(ids((await outboundAt(`${day}T06:59:30Z`)).json().data.outbound)).toEqual([early.id, late.id]);
      expect(ids((await outboundAt(`${day}T07:00:01Z`)).json().data.outbound)).toEqual([late.id]);
      expect((await outboundAt(`${day}T23:59:30Z`)).json().data.outbound).toEqual([]);
      const past = await outboundAt(`${inDays(1, new Date(`${day}T12:00:00Z`))}T00:00:00Z`);
      expect(past.statusCode).toBe(400);
      expect(past.json().errors).toEqual([
        { field: 'departureDate', message: translate('fr', 'departureDatePast') },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a change written by another connection (an administrator repricing a trip)', async () => {
    await heardChanges();
    const { from, to, day, early } = await line();
    const query = { from: from.id, to: to.id, departureDate: day, passengers: 1 };
    const price = async () => (await search(query)).json().data.outbound[0].price as number;
    expect(await price()).toBe(early.price);
    await db.update(trips).set({ price: 12_500 }).where(eq(trips.id, early.id));
    await heardChanges();
    expect(await price()).toBe(12_500);
  });

  // PGlite runs inside this process and has no listening connection to lose.
  it.runIf(database.kind === 'postgres')(
    'stops answering from memory when its listening connection drops, and listens again (PostgreSQL only)',
    async () => {
      await heardChanges();
      await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%'`);
      await vi.waitFor(() => expect(app.searchCache.active).toBe(false));
      await vi.waitFor(() => expect(app.searchCache.active).toBe(true), { timeout: 5_000 });
    },
  );
});
