import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, vi } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A whole app on a fresh database for one test file: PGlite in memory by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (created here, dropped after), so tests never see each other's rows.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gbaka-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000',
    TRACKING_RATE_LIMIT_PER_MINUTE: '1000',
    // Most files book many times with one traveller; the tests of these caps set their own.
    MAX_UNPAID_BOOKINGS: '1000',
    MAX_UNPAID_SEATS: '10000',
    BOOKING_RATE_LIMIT_PER_MINUTE: '1000',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const context: TestContext = {
    app,
    database,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
  afterAll(() => context.close());
  return context;
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { database: await openDatabase({ dataDir: null }), drop: async () => {} };
  const name = `gbaka_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Messages written to the outbox (mail and SMS), newest last. */
export function readOutbox(
  dataDir: string,
): { channel: string; to: string; subject: string; text: string }[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
}

/**
 * The token of the newest password-reset link sent to `to`, once its message is in the outbox (it leaves after
 * the answer: password-reset.ts). Other messages to the same address (a sign-in warning) are passed over.
 */
export function resetTokenSentTo(dataDir: string, to: string): Promise<string> {
  return vi.waitFor(() => {
    const link = readOutbox(dataDir)
      .filter((m) => m.to === to)
      .map((m) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(m.text)?.[1])
      .findLast(Boolean);
    if (!link) throw new Error(`no reset link sent to ${to} yet`);
    return link;
  });
}

let counter = 0;
/** A unique, valid traveller for registration payloads. */
export function newTraveller(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const n = `${Date.now() % 1_000_000}${counter}`.slice(-8).padStart(8, '0');
  return {
    firstName: 'Awa',
    lastName: 'Koné',
    email: `awa.${n}@example.ci`,
    phone: `07${n}`,
    dateOfBirth: '1990-05-01',
    password: 'Secret#123',
    ...overrides,
  };
}

/** Registers a traveller and returns the bearer header and the user. */
export async function signUp(app: App, overrides: Record<string, unknown> = {}) {
  const body = newTraveller(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/users/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  const json = res.json();
  return {
    body,
    token: json.token as string,
    user: json.user,
    auth: { authorization: `Bearer ${json.token}` },
  };
}
