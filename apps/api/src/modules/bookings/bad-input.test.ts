import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/helper';
import { bookingRequest, createTrip } from '../../../test/factories';

/** DESIGN §3: nothing a client sends yields a 500. Every answer here must be a 4xx with the error envelope. */
const { app, database } = await createTestApp();
const traveller = await signUp(app);
const { trip, bus } = await createTrip(database.db);
const valid = bookingRequest(trip, [1]);

const garbageIds = [
  'abc',
  '1',
  '-1',
  "' or 1=1 --",
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'x'.repeat(5000),
  '%00',
  '%F0%9F%9A%8C',
  'null',
];
const garbageValues: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  '',
  '12',
  'abc',
  '\u0000',
  'Awa\u0000Koné',
  'a\u0000@example.ci',
  'é'.repeat(300),
  [],
  [1],
  Array.from({ length: 5000 }, (_, i) => i),
  {},
  { $gt: '' },
];

function expectClientError(res: { statusCode: number; body: string }, what: string) {
  const label = `${what.slice(0, 120)} → ${res.body.slice(0, 200)}`;
  expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  // Even the router's own refusals (a 414 for an over-long parameter) use the envelope (answerFrameworkError).
  expect(JSON.parse(res.body).success, label).toBe(false);
}

describe('bad input never yields a 500', () => {
  it('on trip, layout and booking ids', async () => {
    for (const id of garbageIds) {
      for (const url of [
        `/api/travel/routes/${id}`,
        `/api/travel/buses/${id}/layout?routeId=${trip.id}`,
        `/api/travel/buses/${bus.id}/layout?routeId=${id}`,
        `/api/travel/bookings/${id}`,
      ]) {
        expectClientError(await app.inject({ method: 'GET', url, headers: traveller.auth }), url);
      }
      const put = await app.inject({
        method: 'PUT',
        url: `/api/travel/bookings/${id}/status`,
        headers: traveller.auth,
        payload: { status: 'cancelled' },
      });
      expectClientError(put, `PUT ${id}`);
    }
  });

  it('on search and list query strings', async () => {
    const fields = [
      'from',
      'to',
      'departureDate',
      'returnDate',
      'passengers',
      'departureTime',
      'companyName',
      'tripType',
    ];
    const base: Record<string, string> = { from: 'Abidjan', to: 'Bouaké', departureDate: trip.departureDate };
    const values = [
      '',
      ' ',
      '\u0000',
      'x'.repeat(500),
      '-1',
      '1e9',
      '2030-13-45',
      '99:99',
      "'; drop table trips; --",
      '[object Object]',
    ];
    for (const field of fields) {
      for (const value of values) {
        const query = new URLSearchParams({ ...base, [field]: value });
        const res = await app.inject({ method: 'GET', url: `/api/travel/routes/search?${query}` });
        if (res.statusCode !== 200) expectClientError(res, `search ${field}=${JSON.stringify(value)}`);
      }
      const twice = await app.inject({
        method: 'GET',
        url: `/api/travel/routes/search?${new URLSearchParams(base)}&${field}=a&${field}=b`,
      });
      if (twice.statusCode !== 200) expectClientError(twice, `search ${field} twice`);
    }
    for (const field of ['page', 'limit', 'from', 'to', 'company', 'date', 'departureTime', 'includePast']) {
      for (const value of values) {
        const res = await app.inject({
          method: 'GET',
          url: `/api/travel/routes/all?${new URLSearchParams({ [field]: value })}`,
        });
        if (res.statusCode !== 200) expectClientError(res, `list ${field}=${JSON.stringify(value)}`);
      }
    }
  });

  it('on every field of a booking request', async () => {
    const paths: string[][] = [
      ['outboundRouteId'],
      ['returnRouteId'],
      ['tripType'],
      ['selectedSeats'],
      ['returnSelectedSeats'],
      ['totalPrice'],
      ['passengerDetails'],
      ['passengerDetails', 'fullName'],
      ['passengerDetails', 'email'],
      ['passengerDetails', 'phoneNumber'],
    ];
    for (const path of paths) {
      for (const value of garbageValues) {
        const payload = structuredClone(valid) as Record<string, unknown>;
        let target = payload;
        for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
        target[path.at(-1)!] = value;
        const res = await app.inject({
          method: 'POST',
          url: '/api/travel/bookings',
          headers: traveller.auth,
          payload,
        });
        // A few garbage values are acceptable for some fields (e.g. [1] as seats): those may book, never crash.
        if (res.statusCode !== 201)
          expectClientError(res, `${path.join('.')}=${JSON.stringify(value)?.slice(0, 40)}`);
        else
          await app.inject({
            method: 'PUT',
            url: `/api/travel/bookings/${res.json().data._id}/status`,
            headers: traveller.auth,
            payload: { status: 'cancelled' },
          });
      }
    }
  });

  it('on malformed bodies', async () => {
    const bodies: [string, string][] = [
      ['application/json', '{"outboundRouteId":'],
      ['application/json', 'null'],
      ['application/json', '[]'],
      ['application/json', '"text"'],
      ['application/json', '{"__proto__":{"admin":true}}'],
      ['text/plain', 'hello'],
      ['application/json', JSON.stringify({ ...valid, padding: 'x'.repeat(200_000) })],
    ];
    for (const [type, body] of bodies) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/travel/bookings',
        headers: { ...traveller.auth, 'content-type': type },
        body,
      });
      expectClientError(res, `${type} ${body.slice(0, 30)}`);
    }
  });
});
