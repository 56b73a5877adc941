import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { listenPglite, listenPostgres, type ChannelListener, type Subscription } from './notifications';
import * as schema from './schema';

/**
 * Both drivers give a Drizzle PgDatabase with the same query API and the same SQL dialect; the app codes against
 * the node-postgres type and PGlite's database is used through it.
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Runs `work` while holding a lock shared by every API instance on this database, so that migrations and the
   * first seed run once even when several instances start together on an empty database.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** Subscribes to a notification channel (NOTIFY) of this database. */
  listen(channel: string, listener: ChannelListener): Promise<Subscription>;
  close(): Promise<void>;
}

const migrationsFolder = resolveMigrationsFolder();

/** The advisory lock key of the start-up work: any constant, the same in every instance ("gbaka" in ASCII). */
const STARTUP_LOCK_KEY = 0x6762616b61;
/**
 * A request waits at most this long for a pooled connection: a server that is down or saturated then gets a
 * 503 (plugins/error-handler.ts) instead of a request that hangs.
 */
const CONNECT_TIMEOUT_MS = 10_000;

/** PGlite under `dataDir` (or in memory when null) unless a PostgreSQL URL is given. */
export async function openDatabase(options: { url?: string; dataDir?: string | null }): Promise<Database> {
  const { url } = options;
  if (url) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 20,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // The data is in memory or on SSD: at the default 4 the search's generic plan scans cities once per trip
      // (docs/BENCHMARKS.md). Set on each new connection before the pool lends it, rather than by the `options`
      // startup parameter, which PgBouncer refuses unless configured to ignore it.
      onConnect: (client) => client.query('set random_page_cost = 1.1'),
    });
    // An idle client losing its server (a restart) must not crash the process.
    pool.on('error', () => {});
    // Nor may a checked-out one between two queries of a transaction: the pool listens only to idle clients, and
    // an 'error' event nobody listens to kills Node. The transaction's next query fails instead (a 503), and the
    // broken client is dropped when released.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => void (await pool.query('select 1')),
      withStartupLock: (work) => withAdvisoryLock(pool, STARTUP_LOCK_KEY, work),
      listen: async (channel, listener) => listenPostgres(url, channel, listener),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: async () => void (await client.query('select 1')),
    // PGlite lives inside one process: no other instance can share its files.
    withStartupLock: (work) => work(),
    listen: (channel, listener) => listenPglite(client, channel, listener),
    close: () => client.close(),
  };
}

/**
 * A session-level advisory lock on a connection of its own: the work itself may use any pooled connection, and
 * should this process die, PostgreSQL drops the lock with the connection.
 */
async function withAdvisoryLock<T>(pool: pg.Pool, key: number, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}

/** The committed drizzle-kit migrations, beside src/ in development and beside dist/ once bundled. */
function resolveMigrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '..', here.endsWith(`${path.sep}db`) ? '..' : '.', 'drizzle');
}

export { schema };
