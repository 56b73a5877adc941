import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trips } from '../../db/schema';
import { createTestApp, signUp } from '../../../test/helper';
import { bookingRequest, createTrip } from '../../../test/factories';

const { app, database } = await createTestApp();
const db = database.db;

const layout = (busId: string, routeId: string, extra = '') =>
  app.inject({ method: 'GET', url: `/api/travel/buses/${busId}/layout?routeId=${routeId}${extra}` });

describe('GET /buses/:id/layout', () => {
  it('marks held, sold and not-on-sale seats reserved, the rest available', async () => {
    const { trip, bus } = await createTrip(db, { totalSeats: 12, seatsOnSale: 10 });
    const traveller = await signUp(app);
    const booked = await app.inject({
      method: 'POST',
      url: '/api/travel/bookings',
      headers: traveller.auth,
      payload: bookingRequest(trip, [3, 7]),
    });
    expect(booked.statusCode).toBe(201);

    const res = await layout(bus.id, trip.id, `&departureDate=${trip.departureDate}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data).toMatchObject({
      routeId: trip.id,
      totalSeats: 12,
      availableSeats: 8,
      layout: '2x2',
      busName: bus.name,
    });
    const reserved = data.seats
      .filter((s: { status: string }) => s.status === 'reserved')
      .map((s: { number: number }) => s.number);
    expect(reserved).toEqual([3, 7, 11, 12]);
    expect(data.seats.map((s: { number: number }) => s.number)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );

    const detail = await app.inject({ method: 'GET', url: `/api/travel/routes/${trip.id}` });
    expect(detail.json().data.availableSeats).toBe(8);
  });

  it('frees the seats of a cancelled booking at once', async () => {
    const { trip, bus } = await createTrip(db, { totalSeats: 4 });
    const traveller = await signUp(app);
    const booked = await app.inject({
      method: 'POST',
      url: '/api/travel/bookings',
      headers: traveller.auth,
      payload: bookingRequest(trip, [1]),
    });
    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/travel/bookings/${booked.json().data._id}/status`,
      headers: traveller.auth,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    const statuses = (await layout(bus.id, trip.id))
      .json()
      .data.seats.map((s: { status: string }) => s.status);
    expect(statuses).toEqual(['available', 'available', 'available', 'available']);
  });

  it('answers 404 for an unknown trip or a bus that is not the trip’s, 400 for a malformed id', async () => {
    const { trip, bus } = await createTrip(db);
    const other = await createTrip(db);
    expect((await layout(bus.id, '01890a5d-ac96-774b-bcce-b302099a8057')).statusCode).toBe(404);
    const wrongBus = await layout(other.bus.id, trip.id);
    expect(wrongBus.statusCode).toBe(404);
    expect(wrongBus.json().message).toBe('Aucun bus associé à ce trajet');
    expect((await layout(bus.id, 'abc')).statusCode).toBe(400);
    expect((await layout('abc', trip.id)).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `/api/travel/buses/${bus.id}/layout` })).statusCode).toBe(
      400,
    );
  });

  it('never shows more available seats than are on sale, even after the offer shrinks', async () => {
    const { trip, bus } = await createTrip(db, { totalSeats: 6 });
    const traveller = await signUp(app);
    await app.inject({
      method: 'POST',
      url: '/api/travel/bookings',
      headers: traveller.auth,
      payload: bookingRequest(trip, [5, 6]),
    });
    await db.update(trips).set({ seatsOnSale: 1 }).where(eq(trips.id, trip.id));
    expect((await layout(bus.id, trip.id)).json().data.availableSeats).toBe(1);
    const detail = (await app.inject({ method: 'GET', url: `/api/travel/routes/${trip.id}` })).json().data;
    expect(detail.availableSeats).toBe(0);
  });
});
