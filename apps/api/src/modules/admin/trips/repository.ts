import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isUuid, type AdminTripsQuery } from '@gbaka/shared';
import type { DbOrTx } from '../../../db/client';
import { bookingSeats, bookings, buses, companies, timetables, trips } from '../../../db/schema';
import { offsetOf } from '../../../lib/pagination';
import { fromCity, takenSeats, toCity, tripColumns } from '../../catalogue/repository';
import { containsPattern, rowsOf } from '../query-helpers';

export type TripRecord = typeof trips.$inferSelect;
export type NewTrip = typeof trips.$inferInsert;

function byRef(idColumn: AnyPgColumn, nameColumn: AnyPgColumn, ref: string): SQL {
  return isUuid(ref)
    ? sql`${idColumn} = ${ref.toLowerCase()}::uuid`
    : sql`lower(${nameColumn}) = lower(${ref})`;
}

function filters(query: AdminTripsQuery, now: Date) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return and(
    pattern
      ? sql`(${fromCity.name} ilike ${pattern} or ${toCity.name} ilike ${pattern} or ${companies.name} ilike ${pattern}
          or ${buses.name} ilike ${pattern} or ${buses.busNumber} ilike ${pattern})`
      : undefined,
    query.from ? byRef(trips.fromCityId, fromCity.name, query.from) : undefined,
    query.to ? byRef(trips.toCityId, toCity.name, query.to) : undefined,
    query.company ? byRef(trips.companyId, companies.name, query.company) : undefined,
    query.date ? eq(trips.departureDate, query.date) : undefined,
    query.period === 'upcoming' ? sql`${trips.departsAt} > ${now}` : undefined,
    query.period === 'past' ? sql`${trips.departsAt} <= ${now}` : undefined,
  );
}

/**
 * The catalogue's trip columns (one shape for travellers and the back office) and what an operator manages, in
 * one statement whatever the number of trips: the seats taken come from the catalogue's lateral count.
 */
function selectViews(db: DbOrTx) {
  const taken = takenSeats(db);
  return db
    .select({ ...tripColumns(taken), timetableId: trips.timetableId, bookedSeats: taken.n })
    .from(trips)
    .innerJoin(fromCity, eq(fromCity.id, trips.fromCityId))
    .innerJoin(toCity, eq(toCity.id, trips.toCityId))
    .innerJoin(companies, eq(companies.id, trips.companyId))
    .innerJoin(buses, eq(buses.id, trips.busId))
    .innerJoinLateral(taken, sql`true`);
}

export type TripViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

export const adminTripRepository = {
  async count(db: DbOrTx) {
    return db.$count(trips);
  },

  /** One page of trips matching the query: upcoming ones first, soonest first; past ones after, latest first. */
  async page(db: DbOrTx, query: AdminTripsQuery, now: Date) {
    const [rows, [total]] = await Promise.all([
      selectViews(db)
        .where(filters(query, now))
        .orderBy(
          sql`${trips.departsAt} <= ${now}`,
          sql`case when ${trips.departsAt} > ${now} then ${trips.departsAt} end asc`,
          sql`${trips.departsAt} desc`,
          trips.id,
        )
        .limit(query.limit)
        .offset(offsetOf(query.page, query.limit)),
      db
        .select({ n: count() })
        .from(trips)
        .innerJoin(fromCity, eq(fromCity.id, trips.fromCityId))
        .innerJoin(toCity, eq(toCity.id, trips.toCityId))
        .innerJoin(companies, eq(companies.id, trips.companyId))
        .innerJoin(buses, eq(buses.id, trips.busId))
        .where(filters(query, now)),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async view(db: DbOrTx, id: string): Promise<TripViewRow | null> {
    const [row] = await selectViews(db).where(eq(trips.id, id));
    return row ?? null;
  },

  /** Locked: a booking of this trip in progress finishes first, and none starts until the change is saved. */
  async lock(db: DbOrTx, id: string) {
    const [row] = await db.select().from(trips).where(eq(trips.id, id)).for('update');
    return row ?? null;
  },
  async lockMany(db: DbOrTx, ids: string[]) {
    return db.select().from(trips).where(inArray(trips.id, ids)).for('update');
  },

  async insert(db: DbOrTx, row: NewTrip) {
    const [inserted] = await db.insert(trips).values(row).returning();
    return inserted!;
  },
  async update(db: DbOrTx, id: string, changes: Partial<NewTrip>) {
    const [row] = await db
      .update(trips)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(trips.id, id))
      .returning();
    return row!;
  },
  async delete(db: DbOrTx, ids: string[]) {
    if (ids.length > 0) await db.delete(trips).where(inArray(trips.id, ids));
  },

  /** Seats held or sold on the trip, and the highest seat number among them. */
  async seatsTaken(db: DbOrTx, id: string) {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        highest: sql<number>`coalesce(max(${bookingSeats.seatNumber}), 0)::int`,
      })
      .from(bookingSeats)
      .where(eq(bookingSeats.tripId, id));
    return row ?? { count: 0, highest: 0 };
  },

  /** Bookings of any status on each trip, either leg: the foreign keys keep them, so these trips stay. */
  async bookingCounts(db: DbOrTx, ids: string[]) {
    if (ids.length === 0) return new Map<string, number>();
    const list = sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const result = await db.execute(sql`
      select trip_id, count(*)::int as n from (
        select ${bookings.outboundTripId} as trip_id from ${bookings} where ${bookings.outboundTripId} in (${list})
        union all
        select ${bookings.returnTripId} from ${bookings} where ${bookings.returnTripId} in (${list})
      ) legs group by trip_id
    `);
    return new Map(rowsOf<{ trip_id: string; n: number }>(result).map((r) => [r.trip_id, r.n]));
  },

  /** The line's generator must not bring back a departure deleted or moved by hand. */
  async skipTimetableDates(db: DbOrTx, entries: { timetableId: string; date: string }[]) {
    for (const { timetableId, date } of entries) {
      await db
        .update(timetables)
        .set({ skippedDates: sql`array_append(${timetables.skippedDates}, ${date}::date)` })
        .where(
          and(eq(timetables.id, timetableId), sql`not (${date}::date = any(${timetables.skippedDates}))`),
        );
    }
  },
};
