import { sql } from 'drizzle-orm';
import type { DailyFigures, LineOccupancy, TopRoute } from '@gbaka/shared';
import type { DbOrTx } from '../../../db/client';
import { rowsOf } from '../query-helpers';

/**
 * Money a booking brought: its total once paid, less what was refunded when it was cancelled afterwards (the
 * fee kept is revenue). Unpaid bookings (pending, or cancelled before payment) brought nothing.
 */
const PAID = sql.raw(
  `(b.status in ('confirmed', 'completed') or (b.status = 'cancelled' and b.refund_amount is not null))`,
);
const NET = sql.raw(`(b.total_price - coalesce(b.refund_amount, 0))`);

type LineRow = { from_id: string; from_name: string; to_id: string; to_name: string };
const line = (r: LineRow) => ({
  from: { _id: r.from_id, name: r.from_name },
  to: { _id: r.to_id, name: r.to_name },
});

/** Grouped reads for the dashboard: each figure is one statement, whatever the number of rows behind it. */
export const dashboardRepository = {
  async totalRevenue(db: DbOrTx): Promise<number> {
    const result = await db.execute(
      sql`select coalesce(sum(${NET}), 0)::bigint as n from bookings b where ${PAID}`,
    );
    return Number(rowsOf<{ n: string | number }>(result)[0]?.n ?? 0);
  },

  async entityCounts(db: DbOrTx) {
    const result = await db.execute(sql`
      select (select count(*) from users)::int as users, (select count(*) from trips)::int as routes,
        (select count(*) from buses)::int as buses, (select count(*) from companies)::int as companies,
        (select count(*) from cities)::int as cities, (select count(*) from partner_requests)::int as partners
    `);
    return rowsOf<{
      users: number;
      routes: number;
      buses: number;
      companies: number;
      cities: number;
      partners: number;
    }>(result)[0]!;
  },

  /** Each day from `first` to `last` (Abidjan = UTC dates), zeros included, read off the created_at index. */
  async daily(db: DbOrTx, first: string, last: string): Promise<DailyFigures[]> {
    const result = await db.execute(sql`
      with days as (
        select d::date as day from generate_series(${first}::date, ${last}::date, interval '1 day') as d
      ), made as (
        select (b.created_at at time zone 'UTC')::date as day, count(*)::int as bookings,
          count(*) filter (where ${PAID})::int as paid,
          coalesce(sum(${NET}) filter (where ${PAID}), 0)::bigint as revenue
        from bookings b
        where b.created_at >= ${first}::date::timestamp at time zone 'UTC'
        group by 1
      )
      select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(made.bookings, 0) as bookings,
        coalesce(made.paid, 0) as paid, coalesce(made.revenue, 0) as revenue
      from days left join made on made.day = days.day
      order by days.day
    `);
    return rowsOf<{ date: string; bookings: number; paid: number; revenue: string | number }>(result).map(
      (r) => ({
        date: r.date,
        bookings: r.bookings,
        paidBookings: r.paid,
        revenue: Number(r.revenue),
      }),
    );
  },

  /** Seats sold and held on trips not yet departed, per line; live seats are few, so they are grouped first. */
  async occupancy(db: DbOrTx, now: Date, limit: number): Promise<LineOccupancy[]> {
    const result = await db.execute(sql`
      with seats as (
        select s.trip_id,
          count(*) filter (where b.status in ('confirmed', 'completed'))::int as sold,
          count(*) filter (where b.status = 'pending_payment')::int as held
        from booking_seats s
        join bookings b on b.id = s.booking_id
        join trips t on t.id = s.trip_id
        where t.departs_at > ${now}
        group by s.trip_id
      )
      select t.from_city_id as from_id, f.name as from_name, t.to_city_id as to_id, c.name as to_name,
        count(*)::int as trips, sum(t.seats_on_sale)::int as on_sale,
        coalesce(sum(seats.sold), 0)::int as sold, coalesce(sum(seats.held), 0)::int as held
      from trips t
      join cities f on f.id = t.from_city_id
      join cities c on c.id = t.to_city_id
      left join seats on seats.trip_id = t.id
      where t.departs_at > ${now}
      group by t.from_city_id, f.name, t.to_city_id, c.name
      order by sold desc, sum(t.seats_on_sale) asc, f.name, c.name
      limit ${limit}
    `);
    return rowsOf<LineRow & { trips: number; on_sale: number; sold: number; held: number }>(result).map(
      (r) => ({
        ...line(r),
        trips: r.trips,
        seatsSold: r.sold,
        seatsHeld: r.held,
        seatsOnSale: r.on_sale,
        rate: r.on_sale > 0 ? Math.round((r.sold / r.on_sale) * 10_000) / 10_000 : 0,
      }),
    );
  },

  /** Lines by bookings made since `first` and still good (confirmed or completed), on their outbound leg. */
  async topRoutes(db: DbOrTx, first: string, limit: number): Promise<TopRoute[]> {
    const result = await db.execute(sql`
      select t.from_city_id as from_id, f.name as from_name, t.to_city_id as to_id, c.name as to_name,
        count(*)::int as bookings, sum(cardinality(b.selected_seats))::int as seats, sum(${NET})::bigint as revenue
      from bookings b
      join trips t on t.id = b.outbound_trip_id
      join cities f on f.id = t.from_city_id
      join cities c on c.id = t.to_city_id
      where b.created_at >= ${first}::date::timestamp at time zone 'UTC' and b.status in ('confirmed', 'completed')
      group by t.from_city_id, f.name, t.to_city_id, c.name
      order by bookings desc, revenue desc, f.name, c.name
      limit ${limit}
    `);
    return rowsOf<LineRow & { bookings: number; seats: number; revenue: string | number }>(result).map(
      (r) => ({
        ...line(r),
        bookings: r.bookings,
        seats: r.seats,
        revenue: Number(r.revenue),
      }),
    );
  },
};
