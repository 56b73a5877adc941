import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/**
 * A digest of every row of every table of the app's schema, in one query: two equal fingerprints mean the
 * database did not change in between. Tables are read from the catalogue, so a new table is covered at once.
 */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  if (tables.length === 0) throw new Error('no table in the public schema');
  const digests = tables.map(
    ({ name }) =>
      sql`select ${name} as name, count(*)::int as count,
            md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
          from ${sql.identifier(name)} t`,
  );
  const result = await rows<{ name: string; count: number; digest: string }>(
    db,
    sql.join(digests, sql` union all `),
  );
  return Object.fromEntries(result.map((r) => [r.name, `${r.count}:${r.digest}`]));
}

/** The tables whose content differs between two fingerprints. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  // node-postgres and PGlite both answer with `{ rows }`.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
