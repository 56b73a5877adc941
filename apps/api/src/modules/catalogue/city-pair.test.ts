import { citySlug } from '@gbaka/shared';
import { describe, expect, it, vi } from 'vitest';
import { cityPairRepository } from './city-pair-repository';
import { createTestApp } from '../../../test/helper';
import { createCity, createCompany, createTrip, inDays, insertBooking } from '../../../test/factories';

const { app, database } = await createTestApp();
const db = database.db;

const pair = (from: string, to: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/travel/city-pairs/${from}/${to}`, headers });

async function line() {
  // An accent and a space: the slug drops the one and writes the other as a hyphen (DESIGN §12).
  const suffix = Math.random().toString(36).slice(2, 7);
  return {
    from: await createCity(db, `Sàn Pédro ${suffix}`),
    to: await createCity(db, `Bouaké ${suffix}`),
    company: await createCompany(db),
  };
}

describe('GET /travel/city-pairs/:from/:to', () => {
  it('gives the companies, fares, durations and the coming departures with seats left', async () => {
    const { from, to, company } = await line();
    const other = await createCompany(db);
    const { trip: full } = await createTrip(db, {
      from,
      to,
      company,
      departureDate: inDays(1),
      price: 7000,
      seatsOnSale: 1,
    });
    await insertBooking(db, { trip: full, userId: null, seats: [1] });
    await createTrip(db, { from, to, company, departureDate: inDays(2), price: 8000 });
    await createTrip(db, { from, to, company: other, departureDate: inDays(3), price: 9500 });
    // Beyond the listed week, within the figures' month.
    await createTrip(db, { from, to, company: other, departureDate: inDays(20), price: 12000 });
    // Beyond the month: not counted. The other way: another page.
    await createTrip(db, { from, to, company, departureDate: inDays(45), price: 3000 });
    await createTrip(db, { from: to, to: from, company, departureDate: inDays(2), price: 1000 });

    expect(citySlug(from.name)).toMatch(/^san-pedro-/);
    const response = await pair(citySlug(from.name), citySlug(to.name));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(data.from).toEqual({ _id: from.id, name: from.name });
    expect(data.to).toEqual({ _id: to.id, name: to.name });
    expect(data.companies).toEqual([
      { _id: company.id, name: company.name, logo: company.logo, lowestPrice: 7000, departures: 2 },
      { _id: other.id, name: other.name, logo: other.logo, lowestPrice: 9500, departures: 2 },
    ]);
    expect(data.fare).toEqual({ lowest: 7000, highest: 12000 });
    expect(data.durationMinutes.lowest).toBeGreaterThan(0);
    // The full bus is not listed; the departure in twenty days is beyond the week.
    expect(data.departures.map((trip: { price: number }) => trip.price)).toEqual([8000, 9500]);
    expect(data.departures[0]).toMatchObject({
      departureDate: inDays(2),
      availableSeats: expect.any(Number),
    });
  });

  it('answers 404, localised, for a slug that names no city or a line without departures', async () => {
    const { from, to } = await line();
    const unknown = await pair('atlantide', citySlug(to.name), { 'accept-language': 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No bus links these two cities on Gbaka');
    const empty = await pair(citySlug(from.name), citySlug(to.name));
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe('Aucun car ne relie ces deux villes sur Gbaka');
  });

  it('is answered from memory until a booking on one of its days is heard', async () => {
    const { from, to, company } = await line();
    const { trip } = await createTrip(db, { from, to, company, departureDate: inDays(4), seatsOnSale: 5 });
    await vi.waitFor(() => expect(app.searchCache.active).toBe(true));
    const loads = vi.spyOn(cityPairRepository, 'departures');
    const seats = async () =>
      (await pair(citySlug(from.name), citySlug(to.name))).json().data.departures[0].availableSeats;
    await vi.waitFor(async () => {
      await seats();
      loads.mockClear();
      expect(await seats()).toBe(5);
      expect(loads).not.toHaveBeenCalled();
    });

    await insertBooking(db, { trip, userId: null, seats: [1, 2] });
    await vi.waitFor(async () => expect(await seats()).toBe(3));
    loads.mockRestore();
  });
});

describe('the lines and the sitemap', () => {
  it('lists every line with a departure in the coming weeks, and names its page in sitemap.xml', async () => {
    const { from, to, company } = await line();
    await createTrip(db, { from, to, company, departureDate: inDays(5), price: 6500 });
    const lines = await app.inject({ method: 'GET', url: '/api/travel/city-pairs' });
    expect(lines.statusCode).toBe(200);
    expect(lines.headers['cache-control']).toBe('public, max-age=300');
    expect(lines.json().data).toContainEqual({ from: from.name, to: to.name, lowestPrice: 6500 });

    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>https://gbaka.ci/routes</loc>');
    expect(sitemap.body).toContain(
      `<loc>https://gbaka.ci/trajets/${citySlug(from.name)}/${citySlug(to.name)}</loc>`,
    );
  });
});
