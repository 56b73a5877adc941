import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface NoticeRow {
  id: string;
  reference: string;
  passenger_full_name: string;
  passenger_email: string;
  passenger_phone: string;
  refund_amount: number | null;
  confirmed_at: string | Date | null;
  language: string | null;
  departure_date: string;
  departure_time: string;
  from_name: string;
  to_name: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What a booking's notices say, in the booking's language (else its account's): its outbound leg and money. */
export const noticeRepository = {
  async find(db: DbOrTx, bookingId: string): Promise<NoticeRow | null> {
    const result = await db.execute(sql`
      select k.id, k.reference, k.passenger_full_name, k.passenger_email, k.passenger_phone, k.refund_amount,
        k.confirmed_at, coalesce(k.language, u.language) as language, t.departure_date::text as departure_date,
        t.departure_time, f.name as from_name, d.name as to_name
      from bookings k
      join trips t on t.id = k.outbound_trip_id
      join cities f on f.id = t.from_city_id
      join cities d on d.id = t.to_city_id
      left join users u on u.id = k.user_id
      where k.id = ${bookingId}::uuid
    `);
    return rowsOf<NoticeRow>(result)[0] ?? null;
  },

  /**
   * Holds that ran out in the last hour and were not told yet (by the sweeper or lazily, when a booking freed
   * them): their SMS, keyed per booking, is the mark that they were.
   */
  async expiredUntold(db: DbOrTx, limit: number): Promise<string[]> {
    const result = await db.execute(sql`
      select k.id from bookings k
      where k.status = 'cancelled' and k.cancel_reason = 'payment_timeout'
        and k.cancelled_at > now() - interval '1 hour'
        and not exists (select 1 from sms_messages s where s.dedupe_key = 'booking-expired:' || k.id::text)
      order by k.cancelled_at
      limit ${limit}
    `);
    return rowsOf<{ id: string }>(result).map((r) => r.id);
  },
};
