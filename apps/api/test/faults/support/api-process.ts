import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Settings every instance of one deployment shares (docs/DEPLOY.md): the same secrets above all. */
export const SHARED_ENV = {
  NODE_ENV: 'production',
  // The sandbox pays unless a test names a provider; production asks for it twice (config.ts).
  PAYMENT_PROVIDER: 'sandbox',
  ALLOW_FREE_SANDBOX_PAYMENTS_IN_PRODUCTION: 'yes',
  JWT_SECRET: 'fault-tests-secret-fault-tests-secret-1',
  ADMIN_EMAIL: 'admin@gbaka.test',
  ADMIN_PASSWORD: 'Admin!2345',
  RATE_LIMIT_PER_MINUTE: '100000',
  // The load comes from one address and a few travellers: the per-address booking limit and the unpaid caps would
  // answer 429 and 409 where these tests look at what a fault does.
  BOOKING_RATE_LIMIT_PER_MINUTE: '100000',
  MAX_UNPAID_BOOKINGS: '100000',
  MAX_UNPAID_SEATS: '100000',
  LOG_LEVEL: 'warn',
};

export interface ApiProcess {
  url: string;
  pid: number;
  dataDir: string;
  /** Whatever the process printed, for failure messages. */
  output(): string;
  alive(): boolean;
  /** SIGKILL: no shutdown hook runs, as when a machine or a container dies. */
  kill(): Promise<void>;
  /** SIGTERM, the orderly shutdown. */
  stop(): Promise<void>;
}

// Registered when this module loads (vitest runs no hook that a test registers itself): every process still
// running is killed after the file, then the data folders made here are removed.
const running = new Set<ApiProcess>();
const dataDirs = new Set<string>();
afterAll(async () => {
  await Promise.all([...running].map((api) => api.kill()));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * One API process as production runs it (`node src/main.ts`, through tsx so that no build is needed), on a free
 * port of 127.0.0.1; resolves once /api/health answers 200. `env` adds DATABASE_URL and the like.
 */
export async function startApi(
  env: Record<string, string>,
  options: { dataDir?: string; readyTimeoutMs?: number } = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'gbaka-fault-'));
  dataDirs.add(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...SHARED_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const signal = async (name: NodeJS.Signals) => {
    if (!exited) child.kill(name);
    await exit;
    running.delete(api);
  };
  const api: ApiProcess = {
    url,
    pid: child.pid!,
    dataDir,
    output: () => output,
    alive: () => !exited,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
  running.add(api);
  await waitUntilHealthy(api, options.readyTimeoutMs ?? 90_000);
  return api;
}

async function waitUntilHealthy(api: ApiProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!api.alive()) throw new Error(`the API exited during start:\n${api.output()}`);
    const healthy = await fetch(`${api.url}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) return;
    await sleep(200);
  }
  await api.kill();
  throw new Error(`the API did not become healthy in ${timeoutMs} ms:\n${api.output()}`);
}

/** A port nobody listens on right now, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
