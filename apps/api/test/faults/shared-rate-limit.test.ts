import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { freePort } from './support/api-process';
import { findRedis } from './support/redis';

/**
 * Rate limits across instances (docs/DEPLOY.md): with REDIS_URL two instances spend one budget per
 * client; without it each counts alone; an unreachable Redis lets requests through rather than failing them.
 * The rate-limited route used is the partner form, whose empty body is refused (400) after being counted.
 */
const redis = await findRedis();
if (typeof redis === 'string') console.warn(`shared-rate-limit: Redis tests skipped, ${redis}`);

const database = await openDatabase({ dataDir: null });
await database.migrate();
// The instances the tests build, closed after the file (vitest runs no hook that a test registers itself).
const instances: App[] = [];
const dataDirs: string[] = [];
afterAll(async () => {
  await Promise.all(instances.map((app) => app.close()));
  await database.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const LIMIT = 4;

/** An instance on the shared database, with its own settings. */
async function instance(env: Record<string, string> = {}): Promise<App> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gbaka-rate-'));
  dataDirs.push(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
    // The test plays the proxy (app.inject comes from 127.0.0.1) and names each client in X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  instances.push(app);
  return app;
}

/** A client address of its own per call (the proxy's X-Forwarded-For), so that runs never share counters. */
const newClient = () => `127.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join('.')}`;

const submit = (app: App, client: string) =>
  app.inject({
    method: 'POST',
    url: '/api/partners/request',
    headers: { 'x-forwarded-for': client, 'accept-language': 'en' },
    payload: {},
  });

describe('rate limits across two instances', () => {
  it.skipIf(typeof redis === 'string')('with REDIS_URL, share one budget per client', async () => {
    const env = { REDIS_URL: (redis as { url: string }).url };
    const [a, b] = await Promise.all([instance(env), instance(env)]);
    const client = newClient();
    const statuses = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await submit(i % 2 ? b : a, client)).statusCode);
    expect(statuses).toEqual(Array(LIMIT).fill(400));
    for (const app of [a, b]) {
      const refused = await submit(app, client);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ success: false, message: 'Too many requests, try again shortly' });
    }
    // Another client still has its whole budget.
    expect((await submit(a, newClient())).statusCode).toBe(400);
  });

  it('without REDIS_URL, count per instance', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    const client = newClient();
    for (let i = 0; i < LIMIT; i++) expect((await submit(a, client)).statusCode).toBe(400);
    expect((await submit(a, client)).statusCode).toBe(429);
    expect((await submit(b, client)).statusCode).toBe(400);
  });

  it('with Redis unreachable, answer normally instead of failing or waiting', async () => {
    const app = await instance({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    const client = newClient();
    const began = Date.now();
    for (let i = 0; i < LIMIT + 2; i++) expect((await submit(app, client)).statusCode).toBe(400);
    expect(Date.now() - began).toBeLessThan(5_000);
  });
});
