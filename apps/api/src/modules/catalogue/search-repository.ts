import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isUuid } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { trips } from '../../db/schema';
import { placeholder, selectTrips, takenSeats, type TripRow } from './repository';

export interface SearchParams {
  from: string;
  to: string;
  company?: string;
  date: string;
  notBefore?: string;
  minSeats: number;
  departingAfter: Date;
}

export const searchRepository = {
  /**
   * The search of SPEC §7 as one prepared statement, planned once per connection whatever the input: ids or
   * names are resolved by scalar subqueries and the optional filters are parameters, so PostgreSQL keeps one
   * generic plan (the trips index on from, to, date) instead of planning this six-way join for every search,
   * which cost more than running it (docs/BENCHMARKS.md).
   */
  async search(db: DbOrTx, params: SearchParams): Promise<TripRow[]> {
    return prepared(db).execute({
      fromId: idOrNull(params.from),
      fromName: nameOrNull(params.from),
      toId: idOrNull(params.to),
      toName: nameOrNull(params.to),
      companyId: params.company === undefined ? null : idOrNull(params.company),
      companyName: params.company === undefined ? null : nameOrNull(params.company),
      date: params.date,
      notBefore: params.notBefore ?? null,
      minSeats: params.minSeats,
      after: params.departingAfter.toISOString(),
    });
  },
};

const idOrNull = (ref: string) => (isUuid(ref) ? ref.toLowerCase() : null);
const nameOrNull = (ref: string) => (isUuid(ref) ? null : ref);

/**
 * A city or company given by id or by name: exactly one of the two parameters is set. The id is taken as it is
 * and only a name is looked up, on the unique index on lower(name): written as `id = $id or lower(name) = $name`,
 * PostgreSQL scanned the whole table and lowered every name, twice per search (docs/BENCHMARKS.md).
 */
function refIs(column: AnyPgColumn, table: 'cities' | 'companies', id: string, name: string) {
  return sql`${column} = coalesce(${placeholder(id)}::uuid,
    (select id from ${sql.raw(table)} where lower(name) = lower(${placeholder(name)}::text)))`;
}

function prepare(db: DbOrTx) {
  const taken = takenSeats(db);
  return selectTrips(db, taken)
    .where(
      and(
        refIs(trips.fromCityId, 'cities', 'fromId', 'fromName'),
        refIs(trips.toCityId, 'cities', 'toId', 'toName'),
        eq(trips.departureDate, sql`${placeholder('date')}::date`),
        sql`${trips.departsAt} > ${placeholder('after')}::timestamptz`,
        sql`${trips.seatsOnSale} - ${taken.n} >= ${placeholder('minSeats')}::int`,
        sql`(${placeholder('notBefore')}::text is null or ${trips.departureTime} >= ${placeholder('notBefore')}::text)`,
        sql`((${placeholder('companyId')}::uuid is null and ${placeholder('companyName')}::text is null)
          or ${refIs(trips.companyId, 'companies', 'companyId', 'companyName')})`,
      ),
    )
    .orderBy(asc(trips.departsAt), asc(trips.price), asc(trips.id))
    .prepare('catalogue_search');
}

// A prepared statement belongs to the database handle that made it; one per handle (the app's, a test's).
const statements = new WeakMap<DbOrTx, ReturnType<typeof prepare>>();
function prepared(db: DbOrTx) {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = prepare(db)));
  return statement;
}
