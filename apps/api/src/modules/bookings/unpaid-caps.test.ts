import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/helper';
import { bookingRequest, createTrip, insertBooking } from '../../../test/factories';

/**
 * Issue 15 hole 2, seat hoarding: one free account made eleven unpaid 5-seat bookings and emptied a bus. One
 * traveller holds at most MAX_UNPAID_BOOKINGS bookings and MAX_UNPAID_SEATS seats unpaid (defaults 2 and 10), checked
 * under a lock of their account so that simultaneous requests cannot both pass; creation is rate-limited per
 * account and per address. On PGlite the requests interleave on one connection; with TEST_DATABASE_URL they
 * run truly at the same time on a pool.
 */
const { app, database } = await createTestApp({
  MAX_UNPAID_BOOKINGS: '2',
  MAX_UNPAID_SEATS: '10',
  BOOKING_RATE_LIMIT_PER_MINUTE: '1000',
});
const db = database.db;
const perAccount = await createTestApp({ BOOKING_RATE_LIMIT_PER_MINUTE: '2' });
const perAddress = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });

type Traveller = Awaited<ReturnType<typeof signUp>>;
const book = (traveller: Traveller, payload: object, lang = 'fr') =>
  app.inject({
    method: 'POST',
    url: '/api/travel/bookings',
    headers: { ...traveller.auth, 'accept-language': lang },
    payload,
  });
const cancel = (traveller: Traveller, id: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/travel/bookings/${id}/status`,
    headers: traveller.auth,
    payload: { status: 'cancelled' },
  });

describe(`unpaid caps (${database.kind})`, () => {
  it('refuses a third unpaid booking with a 409 naming the limit, in the caller’s language', async () => {
    const traveller = await signUp(app);
    const { trip } = await createTrip(db);
    expect((await book(traveller, bookingRequest(trip, [1]))).statusCode).toBe(201);
    const second = await book(traveller, bookingRequest(trip, [2]));
    expect(second.statusCode).toBe(201);
    const third = await book(traveller, bookingRequest(trip, [3]));
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toContain('déjà 2 réservations en attente de paiement');
    const inEnglish = await book(traveller, bookingRequest(trip, [3]), 'en');
    expect(inEnglish.json().message).toContain('You already have 2 bookings awaiting payment');

    // Abandoning one frees a place.
    expect((await cancel(traveller, second.json().data._id)).statusCode).toBe(200);
    expect((await book(traveller, bookingRequest(trip, [3]))).statusCode).toBe(201);
  });

  it('counts held seats over every leg: a 5-seat round trip fills the 10, one more seat is refused', async () => {
    const traveller = await signUp(app);
    const { trip, from, to, company } = await createTrip(db);
    const { trip: back } = await createTrip(db, {
      from: to,
      to: from,
      company,
      departureDate: trip.departureDate,
      departureTime: '18:00',
    });
    const seats = [1, 2, 3, 4, 5];
    expect((await book(traveller, bookingRequest(trip, seats, { back }))).statusCode).toBe(201);
    const more = await book(traveller, bookingRequest(trip, [6]));
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toContain('Au plus 10 sièges');
    expect(more.json().message).toContain('vous en bloquez déjà 10');
  });

  it('leaves out paid bookings and expired holds', async () => {
    const traveller = await signUp(app);
    const { trip } = await createTrip(db);
    const userId = traveller.user._id as string;
    await insertBooking(db, { trip, userId, seats: [1, 2, 3, 4, 5], status: 'confirmed' });
    await insertBooking(db, {
      trip,
      userId,
      seats: [6, 7, 8, 9, 10],
      status: 'pending_payment',
      holdExpiresAt: new Date(Date.now() - 1000),
    });
    expect((await book(traveller, bookingRequest(trip, [11, 12, 13, 14, 15]))).statusCode).toBe(201);
    expect((await book(traveller, bookingRequest(trip, [16, 17, 18, 19, 20]))).statusCode).toBe(201);
  });

  it('lets only two of ten simultaneous bookings of one traveller through', async () => {
    const traveller = await signUp(app);
    const { trip } = await createTrip(db);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => book(traveller, bookingRequest(trip, [i + 1]))),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, ...Array(8).fill(409)]);
  });
});

describe('booking rate limits', () => {
  it('per account: past BOOKING_RATE_LIMIT_PER_MINUTE attempts, 429', async () => {
    const limited = perAccount;
    const traveller = await signUp(limited.app);
    const other = await signUp(limited.app);
    const { trip } = await createTrip(limited.database.db);
    const attempt = (t: Traveller, seat: number) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/travel/bookings',
        headers: t.auth,
        payload: bookingRequest(trip, [seat]),
      });
    expect((await attempt(traveller, 1)).statusCode).toBe(201);
    expect((await attempt(traveller, 2)).statusCode).toBe(201);
    const refused = await attempt(traveller, 3);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Trop de requêtes, réessayez dans un instant');
    // Another account, from the same address, has its own budget.
    expect((await attempt(other, 3)).statusCode).toBe(201);
  });

  it('per address: past RATE_LIMIT_PER_MINUTE attempts from one address, 429 whatever the account', async () => {
    const limited = perAddress;
    const travellers = [];
    for (let i = 0; i < 3; i++) travellers.push(await signUp(limited.app));
    const { trip } = await createTrip(limited.database.db);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/travel/bookings',
        headers: travellers[i % 3]!.auth,
        payload: bookingRequest(trip, [i + 1]),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
