import { eq } from 'drizzle-orm';
import { DEFAULT_STATION_AMENITIES, DEFAULT_STATION_SERVICES } from '@gbaka/shared';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { createBus } from '../../../test/factories';
import { createCityAt, createStationCompany, tripInHours } from '../../../test/discovery-factories';
import { createTestApp } from '../../../test/helper';

const { app, database } = await createTestApp();
const db = database.db;
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/travel/stations${url}`, headers });

const abidjan = await createCityAt(db, 'Abidjan', 5.36, -4.01);
const yamoussoukro = await createCityAt(db, 'Yamoussoukro', 6.82, -5.28);
const bouake = await createCityAt(db, 'Bouaké', 7.69, -5.03);
const korhogo = await createCityAt(db, 'Korhogo', 9.46, -5.63);

/** A company serving Abidjan ⇄ Yamoussoukro and Abidjan → Bouaké, plus one trip that has already left. */
async function busyCompany() {
  const company = await createStationCompany(db, {
    description: 'Relie Abidjan au centre du pays.',
    address: "Gare routière d'Adjamé, Abidjan",
    phone: '+2252720300101',
    email: 'contact@lagune.example',
    website: 'https://lagune.example',
    latitude: 5.35,
    longitude: -4.02,
  });
  const bus = await createBus(db, company.id);
  const common = { company, bus };
  const first = await tripInHours(db, abidjan, yamoussoukro, 30, { ...common, price: 8000 });
  const second = await tripInHours(db, abidjan, yamoussoukro, 54, { ...common, price: 7000 });
  const back = await tripInHours(db, yamoussoukro, abidjan, 6, { ...common, price: 10_000 });
  const north = await tripInHours(db, abidjan, bouake, 12, { ...common, price: 12_000, amenities: ['ac'] });
  await tripInHours(db, abidjan, korhogo, -5, { ...common, price: 99_000 });
  return { company, first, second, back, north };
}

describe('GET /travel/stations', () => {
  it("describes each company's station from its upcoming trips, cacheable", async () => {
    const { company } = await busyCompany();
    const res = await get('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const station = res.json().data.find((s: { _id: string }) => s._id === company.id);
    expect(station).toEqual({
      _id: company.id,
      name: `Gare ${company.name}`,
      companyName: company.name,
      description: 'Relie Abidjan au centre du pays.',
      address: "Gare routière d'Adjamé, Abidjan",
      phone: '+2252720300101',
      email: 'contact@lagune.example',
      website: 'https://lagune.example',
      routeCount: 3,
      // Abidjan has four departures, Yamoussoukro three, Bouaké one; Korhogo only a past one.
      servedCities: ['Abidjan', 'Yamoussoukro', 'Bouaké'],
      services: [...DEFAULT_STATION_SERVICES],
      amenities: ['amenityAc'],
      coordinates: { latitude: 5.35, longitude: -4.02 },
      priceRange: { min: 7000, max: 12_000, average: 9250 },
    });
  });

  it('lists a company without trips or buses with the defaults and no price range', async () => {
    const company = await createStationCompany(db);
    const data = (await get('')).json().data;
    expect(data.find((s: { _id: string }) => s._id === company.id)).toMatchObject({
      routeCount: 0,
      servedCities: [],
      services: [...DEFAULT_STATION_SERVICES],
      amenities: [...DEFAULT_STATION_AMENITIES],
      coordinates: null,
      priceRange: null,
    });
    const names: string[] = data.map((s: { companyName: string }) => s.companyName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
  });
});

describe("station descriptions in the traveller's language", () => {
  it('answers the English or Spanish description, French when that translation is blank', async () => {
    const company = await createStationCompany(db, {
      description: 'Gare climatisée, guichets ouverts de 5 h à 22 h.',
      descriptionEn: 'Air-conditioned station, counters open from 5 am to 10 pm.',
      descriptionEs: '',
    });
    const described = async (lang: string) => {
      const one = await get(`/${company.id}`, { 'accept-language': lang });
      const all = await get('', { 'accept-language': lang });
      expect(one.headers.vary).toBe('Accept-Language');
      const listed = all.json().data.find((s: { _id: string }) => s._id === company.id);
      expect(listed.description).toBe(one.json().data.description);
      return one.json().data.description as string;
    };
    expect(await described('en-GB,en;q=0.9')).toBe(
      'Air-conditioned station, counters open from 5 am to 10 pm.',
    );
    expect(await described('fr')).toBe('Gare climatisée, guichets ouverts de 5 h à 22 h.');
    // No Spanish text yet: the French one, never an empty description.
    expect(await described('es')).toBe('Gare climatisée, guichets ouverts de 5 h à 22 h.');
    await db
      .update(companies)
      .set({ descriptionEs: 'Estación climatizada, taquillas abiertas de 5:00 a 22:00.' })
      .where(eq(companies.id, company.id));
    expect(await described('es')).toBe('Estación climatizada, taquillas abiertas de 5:00 a 22:00.');
    // The public company list follows the same language.
    const companiesEn = await app.inject({
      method: 'GET',
      url: '/api/travel/companies',
      headers: { 'accept-language': 'en' },
    });
    expect(companiesEn.json().data.find((c: { _id: string }) => c._id === company.id).description).toBe(
      'Air-conditioned station, counters open from 5 am to 10 pm.',
    );
  });
});

describe('GET /travel/stations/:id', () => {
  it('adds one route per line, described by its next departure, soonest first', async () => {
    const { company, first, second, back, north } = await busyCompany();
    const res = await get(`/${company.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const data = res.json().data;
    expect(data).toMatchObject({ _id: company.id, routeCount: 3, priceRange: { min: 7000, max: 12_000 } });
    expect(data.routes.map((r: { _id: string }) => r._id)).toEqual([
      back.trip.id,
      north.trip.id,
      first.trip.id,
    ]);
    expect(data.routes[2]).toEqual({
      _id: first.trip.id,
      from: { _id: abidjan.id, name: 'Abidjan' },
      to: { _id: yamoussoukro.id, name: 'Yamoussoukro' },
      departureDate: first.trip.departureDate,
      departureTime: first.trip.departureTime,
      arrivalTime: first.trip.arrivalTime,
      duration: '4h00min',
      durationMinutes: 240,
      price: 8000,
      priceFrom: 7000,
      companyName: { _id: company.id, name: company.name, logo: company.logo },
      stops: ['Toumodi'],
      amenities: ['wifi', 'ac'],
      departureCount: 2,
      nextDepartures: [
        {
          _id: first.trip.id,
          departureDate: first.trip.departureDate,
          departureTime: first.trip.departureTime,
          price: 8000,
        },
        {
          _id: second.trip.id,
          departureDate: second.trip.departureDate,
          departureTime: second.trip.departureTime,
          price: 7000,
        },
      ],
    });
    expect(data.routes[1]).toMatchObject({ amenities: ['ac'], departureCount: 1, priceFrom: 12_000 });
    expect(JSON.stringify(data)).not.toContain('availableSeats');
  });

  it('keeps at most three next departures of a line', async () => {
    const company = await createStationCompany(db);
    for (const hours of [10, 20, 30, 40, 50]) await tripInHours(db, bouake, korhogo, hours, { company });
    const [route] = (await get(`/${company.id}`)).json().data.routes;
    expect(route.departureCount).toBe(5);
    expect(route.nextDepartures).toHaveLength(3);
  });

  it('answers 404 "Station non trouvée." for an unknown id, in the caller\'s language', async () => {
    const unknown = '0190a0b0-0000-7000-8000-000000000000';
    const res = await get(`/${unknown}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Station non trouvée.' });
    expect((await get(`/${unknown}`, { 'accept-language': 'en' })).json().message).toBe('Station not found.');
  });

  it.each([
    ['not-an-id', 400],
    ['%00', 400],
    ["1'%20or%201=1", 400],
    ['a'.repeat(300), 414],
  ])('answers %j with %i, never a 500', async (id, status) => {
    const res = await get(`/${id}`);
    expect(res.statusCode).toBe(status);
    // Fastify's router answers a too-long parameter itself (414), before any handler of ours.
    if (status === 400) expect(res.json().success).toBe(false);
  });
});
