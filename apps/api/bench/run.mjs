// npm run bench (after npm run build): the built API on PostgreSQL with the demo data, beside a bare Fastify
// route, both hammered by autocannon at 50 connections; prints a markdown table. See docs/BENCHMARKS.md.
import os from 'node:os';
import autocannon from 'autocannon';
import { startCpuMeter } from './cpu.mjs';
import { bookingRequests, rotatingGets, sampleTrips, searchPaths, signUpTravellers } from './scenarios.mjs';
import { createDatabase, startApi, startBare, withClient } from './servers.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const loadBefore = os.loadavg();

function cannon(base, requests, duration) {
  return autocannon({ url: base, connections: CONNECTIONS, duration, requests, timeout: 10 });
}

/** One scenario: an optional warm-up, then the measured run with the CPU it cost the server and the database. */
async function measure(name, server, databaseUrl, requests, warmup = WARMUP) {
  if (warmup > 0) await cannon(server.base, requests(), warmup);
  const meter = await startCpuMeter(server.pid, databaseUrl);
  const r = await cannon(server.base, requests(), DURATION);
  const codes = Object.entries(r.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  const cpu = meter.stop(r.requests.total);
  console.error(`  ${name}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms (${codes})`);
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    codes,
    errors: r.errors + r.timeouts,
    ...cpu,
  };
}

async function main() {
  const db = await createDatabase(SERVER_URL);
  const servers = [];
  try {
    console.error(`database ${db.url}; starting the API (seeding the demo data)…`);
    const api = await startApi(db.url);
    servers.push(api);
    const bare = await startBare();
    servers.push(bare);

    // A database in service has its statistics; a freshly seeded one gets them now rather than mid-run.
    await withClient(db.url, (c) => c.query('vacuum analyze'));
    const trips = await sampleTrips(db.url, 2000);
    const tokens = await signUpTravellers(api.base, 50);
    const detailPaths = trips.slice(0, 500).map((t) => `/api/travel/routes/${t.id}`);
    const layoutPaths = trips
      .slice(0, 500)
      .map((t) => `/api/travel/buses/${t.bus_id}/layout?routeId=${t.id}`);
    const results = [
      await measure('bare Fastify route', bare, null, () => rotatingGets(['/bare'])),
      // Two floors of the API itself: no database at all, then one trivial query (GET /api/health: select 1).
      await measure('API floor: unknown route (404)', api, db.url, () => rotatingGets(['/api/nope'])),
      await measure('API floor: health (select 1)', api, db.url, () => rotatingGets(['/api/health'])),
      await measure('search Abidjan → Yamoussoukro', api, db.url, () => rotatingGets(searchPaths())),
      await measure('seat layout', api, db.url, () => rotatingGets(layoutPaths)),
      await measure('trip detail', api, db.url, () => rotatingGets(detailPaths)),
      // Last and without warm-up, so that every request asks for a seat nobody has asked for before.
      await measure('booking creation', api, db.url, () => bookingRequests(trips, tokens), 0),
    ];
    const pgVersion = await withClient(
      db.url,
      async (c) => (await c.query('show server_version')).rows[0].server_version,
    );
    report(results, pgVersion);
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await db.drop();
  }
}

function report(results, pgVersion) {
  const bare = results[0].rps;
  const cpus = os.cpus();
  const cell = (v) => (v === null ? '–' : String(v));
  console.log(`\n## Gbaka API benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n`);
  console.log(
    `${cpus.length} × ${cpus[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ` +
      `PostgreSQL ${pgVersion}; ${CONNECTIONS} connections, ${DURATION} s per scenario` +
      `${WARMUP ? ` after a ${WARMUP} s warm-up` : ''}; load average at start ${loadBefore.map((l) => l.toFixed(1)).join(' ')}.\n`,
  );
  console.log(
    '| scenario | requests/s | p50 (ms) | p99 (ms) | vs bare | server CPU µs/req | PostgreSQL CPU µs/req | status codes | errors |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---|---:|');
  for (const r of results) {
    const ratio = `${Math.round((r.rps / bare) * 100)} %`;
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${ratio} | ${cell(r.serverCpu)} | ${cell(r.databaseCpu)} | ${r.codes} | ${r.errors} |`,
    );
  }
  const search = results.find((r) => r.name.startsWith('search'));
  const met = search.rps >= 0.4 * bare && search.p99 < 50;
  console.log(
    `\nTarget (search ≥ 40 % of bare, p99 < 50 ms): ${met ? 'met' : 'missed'} ` +
      `(${Math.round((search.rps / bare) * 100)} %, p99 ${search.p99} ms).`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
