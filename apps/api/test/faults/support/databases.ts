import pg from 'pg';
import { afterAll } from 'vitest';
import { openDatabase, type Database } from '../../../src/db/client';

/**
 * What to undo after the file, registered when this module loads: vitest runs no hook that a test or a
 * beforeAll registers itself.
 */
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Why a test that needs PostgreSQL cannot run here, or null when TEST_DATABASE_URL names a server. */
export function postgresSkipReason(): string | null {
  return process.env.TEST_DATABASE_URL
    ? null
    : 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test): no PostgreSQL server to use';
}

/**
 * A new, empty database on TEST_DATABASE_URL's server, dropped after the file. The migrations are not run: the
 * API processes started on it do that, as in production.
 */
export async function createScratchDatabase(label: string): Promise<{ url: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `gbaka_${label}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  cleanups.push(() =>
    withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString() };
}

/** The test's own connection to a database the API processes use, to set up rows and check the outcome. */
export async function connect(url: string): Promise<Database> {
  const database = await openDatabase({ url });
  cleanups.push(() => database.close());
  return database;
}

async function withClient(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
