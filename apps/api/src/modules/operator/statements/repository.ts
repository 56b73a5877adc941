import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { rowsOf } from '../../admin/query-helpers';
import { legs } from '../departures/repository';

export interface StatementRow {
  trip_id: string;
  departure_date: string;
  departure_time: string;
  from_name: string;
  to_name: string;
  channel: 'online' | 'counter' | 'ussd';
  /** The agent who sold it at the counter (or took its payment there); null online. */
  sold_by: string | null;
  /** That agent's name. */
  agent_name: string | null;
  bookings: number;
  gross: number;
  refunds: number;
}

export const statementRepository = {
  /**
   * Paid legs on the company's departures of [start, end), by departure and channel. Paid: confirmed or
   * completed, or cancelled with a refund recorded (only a paid booking gets one). A leg's refund is its share
   * of the booking's refund, as its fare is its share of the booking's fares.
   */
  async rows(db: DbOrTx, companyId: string, start: string, end: string) {
    const result = await db.execute(sql`
      with leg as (${legs(companyId, sql`t.departure_date >= ${start}::date and t.departure_date < ${end}::date`)})
      select t.id as trip_id, to_char(t.departure_date, 'YYYY-MM-DD') as departure_date, t.departure_time,
        fc.name as from_name, tc.name as to_name, l.channel, l.sold_by,
        trim(u.first_name || ' ' || u.last_name) as agent_name, count(*)::int as bookings,
        sum(l.fare)::int as gross,
        coalesce(sum(case when l.status = 'cancelled'
          then round(coalesce(l.refund_amount, 0)::numeric * l.fare / nullif(l.total_price, 0)) end), 0)::int
          as refunds
      from leg l
      join trips t on t.id = l.trip_id
      join cities fc on fc.id = t.from_city_id
      join cities tc on tc.id = t.to_city_id
      left join users u on u.id = l.sold_by
      where l.status in ('confirmed', 'completed') or (l.status = 'cancelled' and l.refund_amount is not null)
      group by t.id, t.departure_date, t.departure_time, t.departs_at, fc.name, tc.name, l.channel, l.sold_by,
        u.first_name, u.last_name
      order by t.departs_at, t.id, l.channel, l.sold_by
    `);
    return rowsOf<StatementRow>(result);
  },
};
