// Starting and stopping what the benchmark measures: a fresh PostgreSQL database, the built API on it, and the
// bare Fastify baseline. Every child process is killed by its own pid when the run ends.
import { fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiMain = path.resolve(here, '../dist/main.js');

export async function createDatabase(serverUrl) {
  const name = `gbaka_bench_${Date.now()}`;
  await withClient(serverUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withClient(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`)),
  };
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

/** The built API (npm run build first) on `databaseUrl`, seeded with the demo data. */
export async function startApi(databaseUrl) {
  if (!existsSync(apiMain)) throw new Error(`${apiMain} is missing: run "npm run build" first.`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gbaka-bench-'));
  const child = spawn(process.execPath, [apiMain], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
      ADMIN_PASSWORD: 'Bench#Admin123',
      // Sign-up is rate-limited per address; the benchmark registers its travellers from one address.
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, child, 120_000);
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
