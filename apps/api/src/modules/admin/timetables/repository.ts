import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { buses, cities, companies, timetables, trips } from '../../../db/schema';
import { rowsOf } from '../query-helpers';

export type TimetableRow = typeof timetables.$inferSelect;
export type NewTimetable = typeof timetables.$inferInsert;

const fromCity = alias(cities, 'from_city');
const toCity = alias(cities, 'to_city');

function selectViews(db: DbOrTx, now: Date) {
  const upcoming = db
    .select({ timetableId: trips.timetableId, n: sql<number>`count(*)::int`.as('n') })
    .from(trips)
    .where(sql`${trips.departsAt} > ${now} and ${trips.timetableId} is not null`)
    .groupBy(trips.timetableId)
    .as('upcoming');
  return db
    .select({
      timetable: timetables,
      company: { id: companies.id, name: companies.name },
      from: { id: fromCity.id, name: fromCity.name },
      to: { id: toCity.id, name: toCity.name },
      bus: { id: buses.id, name: buses.name, busNumber: buses.busNumber, totalSeats: buses.totalSeats },
      upcomingTrips: sql<number>`coalesce(${upcoming.n}, 0)`.mapWith(Number),
    })
    .from(timetables)
    .innerJoin(companies, eq(companies.id, timetables.companyId))
    .innerJoin(fromCity, eq(fromCity.id, timetables.fromCityId))
    .innerJoin(toCity, eq(toCity.id, timetables.toCityId))
    .innerJoin(buses, eq(buses.id, timetables.busId))
    .leftJoin(upcoming, eq(upcoming.timetableId, timetables.id));
}

export type TimetableViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

/** What a sync did to the line's future trips (see syncFutureTrips). */
export interface TripSync {
  updated: number;
  removed: number;
  closed: number;
  kept: number;
}

export const adminTimetableRepository = {
  async list(db: DbOrTx, filter: { companyId?: string; active?: boolean }, now: Date) {
    return selectViews(db, now)
      .where(
        and(
          filter.companyId ? eq(timetables.companyId, filter.companyId) : undefined,
          filter.active === undefined ? undefined : eq(timetables.active, filter.active),
        ),
      )
      .orderBy(asc(companies.name), asc(fromCity.name), asc(toCity.name), asc(timetables.departureTime));
  },
  async findView(db: DbOrTx, id: string, now: Date) {
    const [row] = await selectViews(db, now).where(eq(timetables.id, id));
    return row ?? null;
  },
  /** Locked: two edits of one line, or an edit and the generator's insert of its trips, never interleave. */
  async lock(db: DbOrTx, id: string) {
    const [row] = await db.select().from(timetables).where(eq(timetables.id, id)).for('update');
    return row ?? null;
  },
  async insert(db: DbOrTx, row: NewTimetable) {
    const [inserted] = await db.insert(timetables).values(row).returning();
    return inserted!;
  },
  async update(db: DbOrTx, id: string, changes: Partial<NewTimetable>) {
    const [row] = await db
      .update(timetables)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(timetables.id, id))
      .returning();
    return row!;
  },
  async delete(db: DbOrTx, id: string) {
    await db.delete(timetables).where(eq(timetables.id, id));
  },

  /**
   * Brings the line's trips not yet departed in line with the (already saved) timetable. A trip with live
   * seats (held or sold) is never touched: `kept`. The others, on a day the line no longer runs (or all of
   * them when it is inactive), are deleted (`removed`), or, when old cancelled bookings still refer to them
   * and the foreign key keeps them, taken off sale (`closed`). The remaining ones take the line's new bus,
   * times, price, stops… (`updated`, counting only those that changed).
   */
  async syncFutureTrips(db: DbOrTx, id: string, now: Date): Promise<TripSync> {
    const result = await db.execute(sql`
      with line as (
        select tt.*, b.total_seats from timetables tt join buses b on b.id = tt.bus_id where tt.id = ${id}
      ), future as (
        select t.id, t.departure_date,
          exists (select 1 from booking_seats s where s.trip_id = t.id) as live,
          exists (select 1 from bookings k where k.outbound_trip_id = t.id or k.return_trip_id = t.id) as booked,
          (not line.active or not (extract(isodow from t.departure_date)::int = any(line.days_of_week))
            or t.departure_date = any(line.skipped_dates)) as dropped
        from trips t, line
        where t.timetable_id = ${id} and t.departs_at > ${now}
      ), removed as (
        delete from trips t using future f
        where t.id = f.id and f.dropped and not f.live and not f.booked
        returning t.id
      ), closed as (
        update trips t set seats_on_sale = 0, updated_at = now()
        from future f
        where t.id = f.id and f.dropped and not f.live and f.booked and t.seats_on_sale > 0
        returning t.id
      ), updated as (
        update trips t set from_city_id = line.from_city_id, to_city_id = line.to_city_id,
          company_id = line.company_id, bus_id = line.bus_id, departure_time = line.departure_time,
          arrival_time = to_char(line.departure_time::time + make_interval(mins => line.duration_minutes), 'HH24:MI'),
          duration_minutes = line.duration_minutes,
          departs_at = (t.departure_date + line.departure_time::time) at time zone 'UTC',
          price = line.price, seats_on_sale = line.total_seats, stops = line.stops, amenities = line.amenities,
          features = line.features, popular = line.popular, updated_at = now()
        from future f, line
        where t.id = f.id and not f.dropped and not f.live
          and (t.from_city_id, t.to_city_id, t.company_id, t.bus_id, t.departure_time, t.duration_minutes, t.price,
            t.seats_on_sale, t.stops, t.amenities, t.features, t.popular)
          is distinct from (line.from_city_id, line.to_city_id, line.company_id, line.bus_id, line.departure_time,
            line.duration_minutes, line.price, line.total_seats, line.stops, line.amenities, line.features, line.popular)
        returning t.id
      )
      select (select count(*) from updated)::int as updated, (select count(*) from removed)::int as removed,
        (select count(*) from closed)::int as closed, (select count(*) from future where live)::int as kept
    `);
    return rowsOf<TripSync>(result)[0]!;
  },
};
