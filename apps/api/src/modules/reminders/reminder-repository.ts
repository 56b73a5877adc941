import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export type ReminderKind = 'eve' | 'soon';

export interface ReminderRow {
  id: string;
  reference: string;
  passenger_full_name: string;
  passenger_email: string;
  passenger_phone: string;
  selected_seats: number[];
  language: string | null;
  departure_date: string;
  departure_time: string;
  departs_at: string | Date;
  company_name: string;
  from_name: string;
  to_name: string;
}

/**
 * When each reminder falls due (issue 16): the evening before at 18:00 in Abidjan (UTC+0 all year), and 3 hours
 * before the departure (its company's delay included). Either is sent only before the bus leaves.
 */
const due: Record<ReminderKind, ReturnType<typeof sql>> = {
  // "Tomorrow" only while it is still the day before: a booking made on the day gets the 3-hour one only.
  eve: sql`(t.departure_date - 1)::timestamp at time zone 'UTC' + interval '18 hours' <= now()
    and t.departure_date > (now() at time zone 'UTC')::date`,
  soon: sql`t.departs_at + make_interval(mins => t.delay_minutes) - interval '3 hours' <= now()`,
};

/** Confirmed bookings whose reminder of `kind` is due and not queued yet (its SMS, keyed per booking, marks it). */
export const reminderRepository = {
  async due(db: DbOrTx, kind: ReminderKind, limit: number): Promise<ReminderRow[]> {
    const result = await db.execute(sql`
      select k.id, k.reference, k.passenger_full_name, k.passenger_email, k.passenger_phone, k.selected_seats,
        coalesce(k.language, u.language) as language, t.departure_date::text as departure_date, t.departure_time,
        t.departs_at + make_interval(mins => t.delay_minutes) as departs_at, c.name as company_name,
        f.name as from_name, d.name as to_name
      from bookings k
      join trips t on t.id = k.outbound_trip_id
      join companies c on c.id = t.company_id
      join cities f on f.id = t.from_city_id
      join cities d on d.id = t.to_city_id
      left join users u on u.id = k.user_id
      where k.status = 'confirmed' and t.cancelled_at is null
        and t.departs_at + make_interval(mins => t.delay_minutes) > now()
        and t.departs_at < now() + interval '2 days'
        and ${due[kind]}
        and not exists (
          select 1 from sms_messages s where s.dedupe_key = ${`reminder-${kind}:`} || k.id::text
        )
      order by t.departs_at
      limit ${limit}
    `);
    return (result as unknown as { rows: ReminderRow[] }).rows;
  },
};
