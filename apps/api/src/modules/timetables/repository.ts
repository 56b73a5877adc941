import { TIMETABLE_WINDOW_DAYS } from '@gbaka/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';

/** The advisory lock key of the trip generator: any constant, the same in every instance ("trips" in ASCII). */
const GENERATE_TRIPS_LOCK_KEY = 0x7472697073;

/** Dated trips made from companies' regular lines (timetables). */
export const tripGenerationRepository = {
  /**
   * Turns every active timetable (or one) into dated trips from `fromDate` for `days` days (but not on the line's
   * skipped dates: departures an administrator deleted stay deleted), in one statement; answers how many it made.
   * The unique index on (timetable, date) makes it idempotent and safe to run from several API instances at once.
   * Abidjan is UTC+0 without daylight saving, so a local departure is the same instant in UTC.
   */
  async generate(db: DbOrTx, fromDate: string, days = TIMETABLE_WINDOW_DAYS, timetableId?: string) {
    const result = await db.execute(sql`
      insert into trips (id, from_city_id, to_city_id, company_id, bus_id, departure_date, departure_time,
        arrival_time, duration_minutes, departs_at, price, seats_on_sale, stops, amenities, features, popular,
        timetable_id)
      select uuid_generate_v7(), t.from_city_id, t.to_city_id, t.company_id, t.bus_id, d::date, t.departure_time,
        to_char(t.departure_time::time + make_interval(mins => t.duration_minutes), 'HH24:MI'),
        t.duration_minutes, (d::date + t.departure_time::time) at time zone 'UTC', t.price, b.total_seats,
        t.stops, t.amenities, t.features, t.popular, t.id
      from timetables t
      join buses b on b.id = t.bus_id
      cross join generate_series(${fromDate}::date, ${fromDate}::date + ${days}::int, interval '1 day') as d
      where t.active
        and extract(isodow from d)::int = any(t.days_of_week)
        and not (d::date = any(t.skipped_dates))
        and (${timetableId ?? null}::uuid is null or t.id = ${timetableId ?? null}::uuid)
      on conflict (timetable_id, departure_date) do nothing
    `);
    return (
      (result as { rowCount?: number; affectedRows?: number }).rowCount ??
      (result as { affectedRows?: number }).affectedRows ??
      0
    );
  },

  /**
   * Takes the generator's lock for the rest of the transaction, unless another instance holds it (false): that
   * one generates, this one skips the round instead of waiting on its rows.
   */
  async tryLock(tx: Tx): Promise<boolean> {
    const result = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${GENERATE_TRIPS_LOCK_KEY}) as locked`,
    );
    return result.rows[0]?.locked === true;
  },

  /** Refreshes the planner's statistics of every table. */
  async analyze(db: DbOrTx) {
    await db.execute(sql`analyze`);
  },
};
