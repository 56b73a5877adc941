// Starting and stopping what the benchmark measures: a fresh PostgreSQL database, the built API on it or on
// PGlite, and the bare Fastify baseline. Every child process is killed by its own pid when the run ends.
import { fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsFolder = path.resolve(here, '../drizzle');

/** The built API to measure: BENCH_API_MAIN, or the bundle `npm run build` writes. */
export const apiMain = path.resolve(process.env.BENCH_API_MAIN ?? path.join(here, '../dist/main.js'));

export async function createDatabase(serverUrl) {
  const name = `gbaka_bench_${Date.now()}`;
  await withClient(serverUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => withClient(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`)),
  };
}

/** The app's own migrations, by the migrator the API runs at start. */
export async function migrateDatabase(url) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migrate(drizzle(pool), { migrationsFolder });
  } finally {
    await pool.end();
  }
}

export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * The built API on PostgreSQL (`databaseUrl`) or, without it, on PGlite in a temporary DATA_DIR; `seed` is the
 * SEED setting ('demo' or 'none').
 */
export async function startApi({ databaseUrl, seed }) {
  if (!existsSync(apiMain)) {
    throw new Error(`${apiMain} is missing: run "npm run build" (or set BENCH_API_MAIN) first.`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gbaka-bench-'));
  const child = spawn(process.execPath, [apiMain], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl ?? '',
      SEED: seed,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_FREE_SANDBOX_PAYMENTS_IN_PRODUCTION: 'yes',
      // Holds outlive the whole run, so that every booking made is still payable when its turn comes.
      HOLD_MINUTES: '120',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
      ADMIN_PASSWORD: 'Bench#Admin123',
      // Sign-up is rate-limited per address; the benchmark registers its travellers from one address.
      RATE_LIMIT_PER_MINUTE: '1000000',
      // A few travellers make every booking of the run: the caps on one account's unpaid bookings are lifted.
      MAX_UNPAID_BOOKINGS: '1000000',
      MAX_UNPAID_SEATS: '1000000',
      BOOKING_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, child, 180_000);
  return {
    base,
    pid: child.pid,
    stop: () => stop(child, () => rmSync(dataDir, { recursive: true, force: true })),
  };
}

export async function startBare() {
  const child = fork(path.join(here, 'bare-server.mjs'), ['0'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return { base: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stop(child) };
}

async function waitFor(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API not ready after ${timeoutMs / 1000} s`);
}

function stop(child, after = () => {}) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(after());
    child.once('exit', () => resolve(after()));
    child.kill('SIGTERM');
  });
}
