import { and, asc, gte, lte, min, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isUuid } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { trips } from '../../db/schema';
import { takenSeats } from './repository';

export interface SearchDaysParams {
  from: string;
  to: string;
  company?: string;
  /** First and last day (YYYY-MM-DD), both included. */
  firstDay: string;
  lastDay: string;
  minSeats: number;
  /** "HH:MM": only departures at or after it, each day. */
  notBefore?: string;
  departingAfter: Date;
}

/**
 * The lowest fare and first departure of each day with a departure of the line between two days: what the search would list on that
 * day (seats left, not departed, the company), in one grouped read of the trips index on from, to, date.
 */
async function lowestPricePerDay(
  db: DbOrTx,
  params: SearchDaysParams,
): Promise<{ date: string; lowestPrice: number; firstDeparture: Date }[]> {
  const taken = takenSeats(db);
  const rows = await db
    .select({
      date: trips.departureDate,
      lowestPrice: min(trips.price),
      firstDeparture: min(trips.departsAt),
    })
    .from(trips)
    .innerJoinLateral(taken, sql`true`)
    .where(
      and(
        refIs(trips.fromCityId, 'cities', params.from),
        refIs(trips.toCityId, 'cities', params.to),
        params.company === undefined ? undefined : refIs(trips.companyId, 'companies', params.company),
        gte(trips.departureDate, params.firstDay),
        lte(trips.departureDate, params.lastDay),
        sql`${trips.departsAt} > ${params.departingAfter.toISOString()}::timestamptz`,
        sql`${trips.seatsOnSale} - ${taken.n} >= ${params.minSeats}`,
        params.notBefore === undefined ? undefined : gte(trips.departureTime, params.notBefore),
      ),
    )
    .groupBy(trips.departureDate)
    .orderBy(asc(trips.departureDate));
  return rows.flatMap(({ date, lowestPrice, firstDeparture }) =>
    lowestPrice === null || firstDeparture === null ? [] : [{ date, lowestPrice, firstDeparture }],
  );
}

export const searchDaysRepository = { lowestPricePerDay };

/** A city or company by id, or by name in any case through the unique index on lower(name). */
function refIs(column: AnyPgColumn, table: 'cities' | 'companies', ref: string): SQL {
  return isUuid(ref)
    ? sql`${column} = ${ref.toLowerCase()}::uuid`
    : sql`${column} = (select id from ${sql.raw(table)} where lower(name) = lower(${ref}))`;
}
