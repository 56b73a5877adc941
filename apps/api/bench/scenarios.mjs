// What each benchmark scenario requests. Paths and bodies rotate so that no two requests in a row hit the same
// trip or seat, as real traffic would not.
import { withClient } from './servers.mjs';

const rotate = (items) => {
  let i = 0;
  return () => items[i++ % items.length];
};

export function searchPaths(days = 7) {
  const paths = [];
  for (let d = 1; d <= days; d += 1) {
    const date = new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    paths.push(`/api/travel/routes/search?from=Abidjan&to=Yamoussoukro&departureDate=${date}&passengers=1`);
  }
  return paths;
}

/** Future trips with what the layout, detail and booking scenarios need, read straight from the database. */
export async function sampleTrips(databaseUrl, limit) {
  return withClient(databaseUrl, async (c) => {
    const { rows } = await c.query(
      `select id, bus_id, price, seats_on_sale from trips
       where departs_at > now() + interval '1 hour' and seats_on_sale > 0
       order by md5(id::text) limit $1`,
      [limit],
    );
    return rows;
  });
}

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

/** Each request books one seat no earlier request asked for: seat k of trip i, walking trips first. */
export function bookingRequests(trips, tokens) {
  let n = 0;
  return [
    {
      method: 'POST',
      path: '/api/travel/bookings',
      setupRequest: (req) => {
        const i = n++;
        const trip = trips[i % trips.length];
        const seat = (Math.floor(i / trips.length) % trip.seats_on_sale) + 1;
        const total = trip.price + Math.round((trip.price * 65) / 1000);
        return {
          ...req,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${tokens[i % tokens.length]}`,
          },
          body: JSON.stringify({
            outboundRouteId: trip.id,
            tripType: 'oneWay',
            selectedSeats: [seat],
            passengerDetails: {
              fullName: 'Voyageur Bench',
              email: 'bench@example.ci',
              phoneNumber: '0712345678',
            },
            totalPrice: total,
          }),
        };
      },
    },
  ];
}
