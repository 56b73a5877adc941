import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helper';
import { createCity, createCompany, createTrip, hoursFromNow, inDays } from '../../../test/factories';

const { app, database } = await createTestApp();
const db = database.db;
const get = (url: string) => app.inject({ method: 'GET', url: `/api/travel${url}` });

describe('cities', () => {
  it('lists every name in /all, and only served cities in /departure and /arrival', async () => {
    const lonely = await createCity(db);
    const { from, to } = await createTrip(db);
    const gone = await createTrip(db, hoursFromNow(-2));

    const all = await get('/cities/all');
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('public, max-age=300');
    expect(all.json().data).toEqual(expect.arrayContaining([lonely.name, from.name, to.name]));

    const departure = (await get('/cities/departure')).json().data;
    expect(departure).toContain(from.name);
    expect(departure).not.toContain(to.name);
    expect(departure).not.toContain(lonely.name);
    expect(departure).not.toContain(gone.from.name);

    const arrival = (await get('/cities/arrival')).json().data;
    expect(arrival).toContain(to.name);
    expect(arrival).not.toContain(from.name);
    expect(arrival).not.toContain(gone.to.name);
  });

  it('sorts names the French way, accents beside their letter', async () => {
    await createCity(db, 'Bouaké');
    await createCity(db, 'Bouaflé');
    await createCity(db, 'Zuénoula');
    const names: string[] = (await get('/cities/all')).json().data;
    expect(names.indexOf('Bouaflé')).toBeLessThan(names.indexOf('Bouaké'));
    expect(names.indexOf('Bouaké')).toBeLessThan(names.indexOf('Zuénoula'));
  });
});

describe('companies', () => {
  it('answers company objects, cacheable', async () => {
    const company = await createCompany(db, 'Agence Test Voyages');
    const res = await get('/companies');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json().data).toContainEqual({
      _id: company.id,
      name: 'Agence Test Voyages',
      logo: 'https://example.ci/logo.png',
      description: null,
      address: null,
      phone: null,
      email: null,
      website: null,
    });
  });
});

describe('GET /routes/:id', () => {
  it('answers the trip in the wire shape, never cached', async () => {
    const { trip, from, to, company, bus } = await createTrip(db, {
      departureTime: '06:45',
      durationMinutes: 270,
      price: 7500,
      seatsOnSale: 30,
      features: ['VIP'],
      popular: true,
    });
    const res = await get(`/routes/${trip.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toEqual({
      _id: trip.id,
      from: { _id: from.id, name: from.name },
      to: { _id: to.id, name: to.name },
      departureDate: trip.departureDate,
      departureTime: '06:45',
      arrivalTime: '11:15',
      duration: '4h30min',
      durationMinutes: 270,
      price: 7500,
      availableSeats: 30,
      companyName: { _id: company.id, name: company.name, logo: company.logo },
      bus: {
        _id: bus.id,
        name: bus.name,
        busNumber: bus.busNumber,
        model: bus.model,
        type: bus.type,
        capacity: 40,
        layout: '2x2',
        amenities: ['ac'],
      },
      stops: ['Toumodi'],
      amenities: ['wifi', 'ac'],
      features: ['VIP'],
      popular: true,
    });
  });

  it('answers 404 for an unknown id and 400 for something that is not an id', async () => {
    const unknown = await get('/routes/01890a5d-ac96-774b-bcce-b302099a8057');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Trajet introuvable' });
    expect((await get('/routes/nope')).statusCode).toBe(400);
  });
});

describe('GET /routes/all', () => {
  it('pages through future trips in departure order, 10 a page by default', async () => {
    const from = await createCity(db);
    const to = await createCity(db);
    const company = await createCompany(db);
    for (let day = 1; day <= 12; day += 1)
      await createTrip(db, { from, to, company, departureDate: inDays(day) });
    await createTrip(db, { from, to, company, ...hoursFromNow(-3) });

    const first = await get(`/routes/all?from=${encodeURIComponent(from.name)}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const body = first.json();
    expect(body.data).toHaveLength(10);
    expect(body.pagination).toEqual({ currentPage: 1, totalPages: 2, total: 12, limit: 10 });
    const dates = body.data.map((t: { departureDate: string }) => t.departureDate);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]).toBe(inDays(1));

    const second = (await get(`/routes/all?from=${from.id}&page=2`)).json();
    expect(second.data).toHaveLength(2);

    const withPast = (await get(`/routes/all?from=${from.id}&includePast=true&limit=100`)).json();
    expect(withPast.pagination.total).toBe(13);
  });

  it('filters by origin, destination and company (id or name, any case), day and time ±60 min', async () => {
    const from = await createCity(db);
    const to = await createCity(db);
    const other = await createCity(db);
    const company = await createCompany(db);
    const day = inDays(3);
    const nine = await createTrip(db, { from, to, company, departureDate: day, departureTime: '09:00' });
    await createTrip(db, { from, to, company, departureDate: day, departureTime: '11:30' });
    await createTrip(db, { from, to: other, company, departureDate: day, departureTime: '09:00' });
    await createTrip(db, { from, to, departureDate: day, departureTime: '09:30' });
    await createTrip(db, { from, to, company, departureDate: inDays(4), departureTime: '09:00' });

    const query = new URLSearchParams({
      from: from.name.toUpperCase(),
      to: to.name.toLowerCase(),
      company: company.name.toUpperCase(),
      date: day,
      departureTime: '08:15',
    });
    const res = (await get(`/routes/all?${query}`)).json();
    expect(res.data.map((t: { _id: string }) => t._id)).toEqual([nine.trip.id]);

    const byIds = (
      await get(`/routes/all?from=${from.id}&to=${to.id}&company=${company.id}&date=${day}`)
    ).json();
    expect(byIds.pagination.total).toBe(2);
    const allCompanies = (
      await get(`/routes/all?from=${from.id}&to=${to.id}&company=all&date=${day}`)
    ).json();
    expect(allCompanies.pagination.total).toBe(3);
  });

  it('refuses a bad page, limit or date with 400', async () => {
    for (const query of [
      'page=0',
      'limit=500',
      'page=x',
      'date=2030-02-30',
      'departureTime=9h',
      'includePast=maybe',
    ]) {
      const res = await get(`/routes/all?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});
