// npm run bench (after building the API): the built API on PostgreSQL with a generated large data set and on
// PGlite with the demo data, each scenario beside a bare Fastify route hammered the same way by autocannon;
// prints markdown tables. Options are environment variables; docs/BENCHMARKS.md lists them.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import argon2 from 'argon2';
import autocannon from 'autocannon';
import { startCpuMeter, waitDatabaseIdle, waitIdle } from './cpu.mjs';
import { LARGE, generateLarge } from './large-dataset.mjs';
import { printSection } from './report.mjs';
import {
  bookInBackground,
  bookingRequests,
  bookingStatuses,
  fixturesFromApi,
  fixturesFromDatabase,
  HOME_LISTS,
  paymentConfirmations,
  paymentInitiations,
  rotatingGets,
  searchPath,
  sequentialLatencies,
  signUpTravellers,
} from './scenarios.mjs';
import { apiMain, createDatabase, migrateDatabase, startApi, startBare, withClient } from './servers.mjs';

const env = process.env;
const options = {
  connections: Number(env.BENCH_CONNECTIONS ?? 50),
  duration: Number(env.BENCH_DURATION ?? 10),
  /** How long a payment scenario may take to pay every booking made before it. */
  paymentSeconds: 60,
  warmup: Number(env.BENCH_WARMUP ?? 3),
  databases: { both: ['postgres', 'pglite'], postgres: ['postgres'], pglite: ['pglite'] }[
    env.BENCH_DB ?? 'both'
  ],
  dataset: env.BENCH_DATASET ?? 'large',
  trips: Number(env.BENCH_TRIPS ?? LARGE.trips),
  serverUrl: env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  keepDatabase: env.BENCH_KEEP_DATABASE === '1',
  json: env.BENCH_JSON,
};
if (!options.databases) throw new Error('BENCH_DB must be postgres, pglite or both');
if (!['large', 'demo'].includes(options.dataset)) throw new Error('BENCH_DATASET must be large or demo');

/** Searches repeated in turn (what a cache keeps), the others each asked once. */
const HOT_SEARCHES = 200;
/** Bookings a second made meanwhile in the scenario of searches under writes. */
const BOOKINGS_PER_SECOND = 10;
const log = (line) => console.error(line);
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/**
 * One scenario: an optional warm-up, then the measured run, which ends after `duration` seconds or once `limit`
 * requests are made (scenarios whose every request must be new: a seat, a payment, an uncached search).
 */
async function measure(
  name,
  server,
  databaseUrl,
  requests,
  { warmup = options.warmup, limit, duration = options.duration } = {},
) {
  if (limit === 0) {
    log(`  ${name}: not run, nothing to request (the scenario before it made nothing)`);
    return { name, skipped: true };
  }
  const cannon = (seconds) =>
    autocannon({
      url: server.base,
      connections: limit ? Math.min(options.connections, limit) : options.connections,
      duration: seconds,
      requests: requests(),
      // A ticket's PDF is drawn while its payment is confirmed: at 50 connections, answers take seconds.
      timeout: 30,
      ...(limit && { maxOverallRequests: limit }),
    });
  if (warmup > 0) await cannon(warmup);
  await waitIdle(server.pid);
  const meter = await startCpuMeter(server.pid, databaseUrl);
  const r = await cannon(duration);
  const cpu = await meter.stop(r.requests.total);
  await waitIdle(server.pid);
  const codes = Object.entries(r.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  const result = {
    name,
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    kbPerResponse: r.requests.total ? r.throughput.total / r.requests.total / 1024 : 0,
    codes,
    errors: r.errors + r.timeouts,
    ...cpu,
  };
  log(`  ${name}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms (${codes})`);
  return result;
}

/** The scenarios of SPEC §7's main path, the same on every database. */
async function scenarios(api, bare, databaseUrl, fixtures) {
  const { trips, searches } = fixtures;
  const lists = await sequentialLatencies(api.base, HOME_LISTS);
  const tokens = await signUpTravellers(api.base, 50);
  const hot = searches.slice(0, HOT_SEARCHES).map((s) => searchPath(s));
  // Every other (from, to, date), for 1 then 2, 3 and 4 passengers: distinct queries, none asked before.
  const fresh = [1, 2, 3, 4].flatMap((passengers) =>
    searches.slice(HOT_SEARCHES).map((s) => searchPath(s, passengers)),
  );
  const sample = trips.slice(0, 500);
  const booked = [];
  const initiated = [];
  const once = (list, duration = options.duration) => ({ warmup: 0, limit: list.length, duration });
  const bareRun = () => measure('bare Fastify route', bare, null, () => rotatingGets(['/bare']));
  const results = [await bareRun()];
  const api404 = () => rotatingGets(['/api/nope']);
  results.push(await measure('API floor: unknown route (404)', api, databaseUrl, api404));
  results.push(
    await measure('API floor: health (select 1)', api, databaseUrl, () => rotatingGets(['/api/health'])),
  );
  results.push(
    await measure(`search, ${hot.length} queries in turn`, api, databaseUrl, () => rotatingGets(hot)),
  );
  // The same searches while travellers book (travellers of their own, so that the statuses below stay the
  // benchmark's): each booking changes the seat counts of its trip's day, and only that day's answers may go.
  const booker = bookInBackground(
    api.base,
    trips.slice(-500),
    await signUpTravellers(api.base, 5),
    BOOKINGS_PER_SECOND,
  );
  const underWrites = `search, ${hot.length} queries in turn, ${BOOKINGS_PER_SECOND} bookings/s meanwhile`;
  results.push(await measure(underWrites, api, databaseUrl, () => rotatingGets(hot)));
  log(`  (${await booker.stop()} bookings made meanwhile)`);
  results.push(
    await measure('search, every query new', api, databaseUrl, () => rotatingGets(fresh), once(fresh)),
  );
  const layouts = sample.map((t) => `/api/travel/buses/${t.busId}/layout?routeId=${t.id}`);
  results.push(await measure('seat layout', api, databaseUrl, () => rotatingGets(layouts)));
  const details = sample.map((t) => `/api/travel/routes/${t.id}`);
  results.push(await measure('trip detail', api, databaseUrl, () => rotatingGets(details)));
  results.push(
    await measure('booking creation', api, databaseUrl, () => bookingRequests(trips, tokens, booked), {
      warmup: 0,
    }),
  );
  const payable = [...booked];
  results.push(
    await measure(
      'payment initiation',
      api,
      databaseUrl,
      () => paymentInitiations(payable, initiated),
      once(payable, options.paymentSeconds),
    ),
  );
  const tokensToPay = [...initiated];
  results.push(
    await measure(
      'payment confirmation (sandbox)',
      api,
      databaseUrl,
      () => paymentConfirmations(tokensToPay),
      once(tokensToPay, options.paymentSeconds),
    ),
  );
  results.push(await bareRun());
  // A 200 from the sandbox page does not prove the booking was confirmed: its notification may have failed.
  const statuses = await bookingStatuses(api.base, tokens);
  return { results, lists, statuses, searches: { hot: hot.length, fresh: fresh.length } };
}

async function postgresSection(bare, passwordHash) {
  const db = await createDatabase(options.serverUrl);
  let api;
  try {
    log(`PostgreSQL: database ${db.name}, ${options.dataset} data set`);
    await migrateDatabase(db.url);
    let generation = null;
    if (options.dataset === 'large') {
      generation = await withClient(db.url, (c) =>
        generateLarge(c, passwordHash, { ...LARGE, trips: options.trips }, log),
      );
      api = await startApi({ databaseUrl: db.url, seed: 'none' });
    } else {
      api = await startApi({ databaseUrl: db.url, seed: 'demo' });
      await withClient(db.url, (c) => c.query('vacuum analyze'));
    }
    await waitDatabaseIdle(db.url);
    const fixtures = await fixturesFromDatabase(db.url, 2000);
    const facts = await withClient(db.url, async (c) => ({
      version: (await c.query('show server_version')).rows[0].server_version,
      counts: (
        await c.query(`select (select count(*) from cities)::int as cities,
          (select count(*) from companies)::int as companies, (select count(*) from buses)::int as buses,
          (select count(*) from timetables)::int as timetables, (select count(*) from trips)::int as trips,
          (select count(*) from booking_seats)::int as "seats sold or held"`)
      ).rows[0],
    }));
    const load = loadAverage();
    const run = await scenarios(api, bare, db.url, fixtures);
    return {
      title: `PostgreSQL ${facts.version}, ${options.dataset} data set`,
      ...facts,
      generation,
      load: { start: load, end: loadAverage() },
      ...run,
    };
  } finally {
    await api?.stop();
    if (options.keepDatabase) log(`kept database ${db.url}`);
    else await db.drop();
  }
}

async function pgliteSection(bare) {
  log('PGlite: demo data set');
  const api = await startApi({ seed: 'demo' });
  try {
    const fixtures = await fixturesFromApi(api.base, 2000);
    const load = loadAverage();
    const run = await scenarios(api, bare, null, fixtures);
    return {
      title: 'PGlite (embedded, in the API process), demo data set',
      counts: fixtures.counts,
      load: { start: load, end: loadAverage() },
      ...run,
    };
  } finally {
    await api.stop();
  }
}

async function main() {
  log(`API: ${apiMain}`);
  const bare = await startBare();
  const sections = [];
  try {
    for (const database of options.databases) {
      if (database === 'postgres') {
        const hash = await argon2.hash('Voyageur#2026', { type: argon2.argon2id });
        sections.push(await postgresSection(bare, hash));
      } else {
        sections.push(await pgliteSection(bare));
      }
    }
  } finally {
    await bare.stop();
  }
  for (const section of sections) printSection(section, options);
  if (options.json) writeFileSync(options.json, JSON.stringify({ options, sections }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
