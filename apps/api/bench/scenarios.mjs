// What each benchmark scenario requests. Paths and bodies rotate so that no two requests in a row hit the same
// trip or seat, as real traffic would not. The trips and searches come from the database under test: real city
// pairs on dates they have departures, trips with free seats.
import { createHash } from 'node:crypto';
import { withClient } from './servers.mjs';

const rotate = (items) => {
  let i = 0;
  return () => items[i++ % items.length];
};

/** A fixed shuffle (by hash), so that two runs on the same data request the same things. */
const shuffled = (items, key) =>
  items
    .map((item) => ({ item, rank: createHash('md5').update(key(item)).digest('hex') }))
    .sort((a, b) => (a.rank < b.rank ? -1 : 1))
    .map(({ item }) => item);

/**
 * Up to `tripCount` future trips with free seats, and every (from, to, date) that has a departure still to
 * come, from PostgreSQL. Sold seats are the highest numbers in both data sets, so seats 1 to `free` are free.
 */
export async function fixturesFromDatabase(databaseUrl, tripCount) {
  return withClient(databaseUrl, async (c) => {
    const { rows: trips } = await c.query(
      `select t.id, t.bus_id as "busId", t.price,
         t.seats_on_sale - (select count(*) from booking_seats s where s.trip_id = t.id)::int as free
       from trips t
       where t.departs_at > now() + interval '1 hour' and t.seats_on_sale > 0
       order by md5(t.id::text) limit $1`,
      [tripCount],
    );
    const { rows: searches } = await c.query(
      `select f.name as "from", tc.name as "to", s.departure_date::text as date
       from (select distinct from_city_id, to_city_id, departure_date from trips
             where departs_at > now() + interval '1 hour') s
       join cities f on f.id = s.from_city_id
       join cities tc on tc.id = s.to_city_id
       order by md5(f.name || tc.name || s.departure_date::text)`,
    );
    return { trips: trips.filter((t) => t.free > 0), searches };
  });
}

/** The same and a few counts, read through the API's own trip list (PGlite is inside the API process: nothing else can open it). */
export async function fixturesFromApi(base, tripCount) {
  const all = [];
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const res = await fetch(`${base}/api/travel/routes/all?limit=100&page=${page}`);
    if (!res.ok) throw new Error(`trip list failed: ${res.status} ${await res.text()}`);
    const body = await res.json();
    pages = body.pagination.totalPages;
    all.push(...body.data);
  }
  const soon = Date.now() + 3_600_000;
  const future = all.filter((t) => Date.parse(`${t.departureDate}T${t.departureTime}:00Z`) > soon);
  const trips = shuffled(future, (t) => t._id)
    .filter((t) => t.availableSeats > 0)
    .slice(0, tripCount)
    .map((t) => ({ id: t._id, busId: t.bus._id, price: t.price, free: t.availableSeats }));
  const distinct = new Map(
    future
      .map((t) => [`${t.from.name}|${t.to.name}|${t.departureDate}`, t])
      .map(([k, t]) => [k, { from: t.from.name, to: t.to.name, date: t.departureDate }]),
  );
  const searches = shuffled([...distinct.values()], (s) => `${s.from}${s.to}${s.date}`);
  const count = async (path) => (await (await fetch(`${base}${path}`)).json()).data.length;
  const counts = {
    cities: await count('/api/travel/cities/all'),
    companies: await count('/api/travel/companies'),
    'trips to come': all.length,
  };
  return { trips, searches, counts };
}

export const searchPath = (s, passengers = 1) =>
  `/api/travel/routes/search?from=${encodeURIComponent(s.from)}&to=${encodeURIComponent(s.to)}` +
  `&departureDate=${s.date}&passengers=${passengers}`;

export async function signUpTravellers(base, count) {
  const tokens = [];
  for (let i = 0; i < count; i += 1) {
    const n = String(10_000_000 + i + Math.floor(Math.random() * 80_000_000)).slice(-8);
    const res = await fetch(`${base}/api/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: 'Voyageur',
        email: `bench.${i}.${n}@example.ci`,
        phone: `07${n}`,
        dateOfBirth: '1990-01-01',
        password: 'Bench#Secret123',
      }),
    });
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    tokens.push((await res.json()).token);
  }
  return tokens;
}

export function rotatingGets(paths) {
  const next = rotate(paths);
  return [{ method: 'GET', setupRequest: (req) => ({ ...req, path: next() }) }];
}

const json = (token) => ({
  'content-type': 'application/json',
  ...(token && { authorization: `Bearer ${token}` }),
});

const bookingBody = (trip, seat) => ({
  outboundRouteId: trip.id,
  tripType: 'oneWay',
  selectedSeats: [seat],
  passengerDetails: { fullName: 'Voyageur Bench', email: 'bench@example.ci', phoneNumber: '0712345678' },
  totalPrice: trip.price + Math.round((trip.price * 65) / 1000),
});

/**
 * Each request books one seat no earlier request asked for: seat k of trip i, walking trips first. Every
 * booking made (201) is pushed to `booked` with the traveller who owns it, for the payment scenarios.
 */
export function bookingRequests(trips, tokens, booked) {
  let n = 0;
  return [
    {
      method: 'POST',
      path: '/api/travel/bookings',
      setupRequest: (req, context) => {
        const i = n++;
        const trip = trips[i % trips.length];
        const seat = (Math.floor(i / trips.length) % trip.free) + 1;
        context.token = tokens[i % tokens.length];
        return { ...req, headers: json(context.token), body: JSON.stringify(bookingBody(trip, seat)) };
      },
      onResponse: (status, body, context) => {
        if (status === 201) booked.push({ id: JSON.parse(body).data._id, token: context.token });
      },
    },
  ];
}

/**
 * Books one seat after another, `perSecond` at most, until stopped: the steady writes of a live site, each of which
 * changes what a search shows. It takes the highest free seats of `trips`, as the booking scenario starts from
 * seat 1. Resolves, once stopped, to the number of bookings made.
 */
export function bookInBackground(base, trips, tokens, perSecond) {
  let stopped = false;
  const running = (async () => {
    let made = 0;
    for (let i = 0; !stopped; i += 1) {
      const started = performance.now();
      const trip = trips[i % trips.length];
      const seat = trip.free - Math.floor(i / trips.length);
      if (seat < 1) break;
      const res = await fetch(`${base}/api/travel/bookings`, {
        method: 'POST',
        headers: json(tokens[i % tokens.length]),
        body: JSON.stringify(bookingBody(trip, seat)),
      });
      if (res.status === 201) made += 1;
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 / perSecond - (performance.now() - started))));
    }
    return made;
  })();
  return {
    stop: () => {
      stopped = true;
      return running;
    },
  };
}

/** POST /payment/initiate once for each booking, by its owner; the payment tokens go to `initiated`. */
export function paymentInitiations(bookings, initiated) {
  const next = rotate(bookings);
  return [
    {
      method: 'POST',
      path: '/api/payment/initiate',
      setupRequest: (req) => {
        const booking = next();
        return { ...req, headers: json(booking.token), body: JSON.stringify({ bookingId: booking.id }) };
      },
      onResponse: (status, body) => {
        if (status === 200) initiated.push(new URL(JSON.parse(body).paymentUrl).pathname.split('/').pop());
      },
    },
  ];
}

/**
 * The payer's "pay" on the sandbox page, once per payment: the sandbox records it, signs a notification and
 * hands it to the notification handler, which asks the provider's status and confirms the booking, then
 * delivers the ticket: the path a real payment takes (modules/payments/complete-sandbox-payment.ts).
 */
export function paymentConfirmations(tokens) {
  const next = rotate(tokens);
  return [
    {
      method: 'POST',
      headers: json(),
      body: JSON.stringify({ outcome: 'success', method: 'card' }),
      setupRequest: (req) => ({ ...req, path: `/api/payment/sandbox/${next()}/complete` }),
    },
  ];
}

/** The home page's catalogue lists (search form cities, suggested and popular trips), asked one at a time. */
export const HOME_LISTS = [
  '/api/travel/cities/departure',
  '/api/travel/cities/arrival',
  '/api/travel/routes/suggested',
  '/api/travel/routes/popular',
];

/** Median latency of `times` requests in a row to each path, and the answer's size. */
export async function sequentialLatencies(base, paths, times = 5) {
  const rows = [];
  for (const path of paths) {
    const ms = [];
    let bytes = 0;
    for (let i = 0; i < times; i += 1) {
      const started = performance.now();
      const res = await fetch(`${base}${path}`);
      bytes = (await res.arrayBuffer()).byteLength;
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      ms.push(performance.now() - started);
    }
    ms.sort((a, b) => a - b);
    rows.push({ path, medianMs: ms[Math.floor(times / 2)], kb: bytes / 1024 });
  }
  return rows;
}

/** How many bookings of the benchmark's travellers stand in each status, read back through the API. */
export async function bookingStatuses(base, tokens) {
  const statuses = {};
  for (const token of tokens) {
    const res = await fetch(`${base}/api/travel/bookings/my`, { headers: json(token) });
    if (!res.ok) throw new Error(`my bookings failed: ${res.status}`);
    for (const booking of (await res.json()).data)
      statuses[booking.status] = (statuses[booking.status] ?? 0) + 1;
  }
  return statuses;
}
