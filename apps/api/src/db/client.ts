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
  /** Subscribes to a notification channel (NOTIFY) of this database. */
  listen(channel: string, listener: ChannelListener): Promise<Subscription>;
  close(): Promise<void>;
}

const migrationsFolder = resolveMigrationsFolder();

/** PGlite under `dataDir` (or in memory when null) unless a PostgreSQL URL is given. */
export async function openDatabase(options: { url?: string; dataDir?: string | null }): Promise<Database> {
  const { url } = options;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 20 });
    // An idle client losing its server (a restart) must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => void (await pool.query('select 1')),
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
    listen: (channel, listener) => listenPglite(client, channel, listener),
    close: () => client.close(),
  };
}

/** The committed drizzle-kit migrations, beside src/ in development and beside dist/ once bundled. */
function resolveMigrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '..', here.endsWith(`${path.sep}db`) ? '..' : '.', 'drizzle');
}

export { schema };
