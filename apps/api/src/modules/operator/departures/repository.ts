import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { rowsOf } from '../../admin/query-helpers';

/**
 * Each booking's legs on the company's departures, one row per leg: a round trip's two legs may be two
 * companies'. A leg's fare is the booking's subtotal (fees excluded) split in proportion to the legs' prices;
 * its refund is its share of the booking's refund. `where` narrows the departures, always within `companyId`.
 */
export function legs(companyId: string, where: SQL) {
  const fare = sql`round(k.subtotal::numeric * ot.price / nullif(ot.price + rt.price, 0))::int`;
  return sql`
    select k.id as booking_id, t.id as trip_id, k.status, k.channel, k.sold_by, k.confirmed_at, k.total_price,
      k.refund_amount, case when rt.id is null then k.subtotal else coalesce(${fare}, 0) end as fare
    from bookings k
    join trips ot on ot.id = k.outbound_trip_id
    left join trips rt on rt.id = k.return_trip_id
    join trips t on t.id = ot.id
    where t.company_id = ${companyId} and ${where}
    union all
    select k.id, t.id, k.status, k.channel, k.sold_by, k.confirmed_at, k.total_price, k.refund_amount,
      k.subtotal - coalesce(${fare}, 0)
    from bookings k
    join trips ot on ot.id = k.outbound_trip_id
    join trips rt on rt.id = k.return_trip_id
    join trips t on t.id = rt.id
    where t.company_id = ${companyId} and ${where}`;
}

export interface DepartureRow {
  id: string;
  from_id: string;
  from_name: string;
  to_id: string;
  to_name: string;
  departure_date: string;
  departure_time: string;
  arrival_time: string;
  departs_at: Date | string;
  bus_id: string;
  bus_name: string;
  bus_number: string;
  total_seats: number;
  price: number;
  seats_on_sale: number;
  sold: number;
  held: number;
  revenue: number;
  delay_minutes: number;
  delay_reason: string | null;
  cancelled_at: Date | string | null;
  cancel_reason: string | null;
  timetable_id: string | null;
}

function departures(db: DbOrTx, companyId: string, where: SQL) {
  return db.execute(sql`
    with leg as (${legs(companyId, where)})
    select t.id, fc.id as from_id, fc.name as from_name, tc.id as to_id, tc.name as to_name,
      to_char(t.departure_date, 'YYYY-MM-DD') as departure_date, t.departure_time, t.arrival_time, t.departs_at,
      b.id as bus_id, b.name as bus_name, b.bus_number, b.total_seats, t.price, t.seats_on_sale,
      coalesce(s.sold, 0)::int as sold, coalesce(s.held, 0)::int as held,
      coalesce((select sum(l.fare) from leg l where l.trip_id = t.id and l.status in ('confirmed', 'completed')), 0)::int
        as revenue,
      t.delay_minutes, t.delay_reason, t.cancelled_at, t.cancel_reason, t.timetable_id
    from trips t
    join cities fc on fc.id = t.from_city_id
    join cities tc on tc.id = t.to_city_id
    join buses b on b.id = t.bus_id
    left join lateral (
      select count(*) filter (where k.status in ('confirmed', 'completed')) as sold,
        count(*) filter (where k.status = 'pending_payment') as held
      from booking_seats bs join bookings k on k.id = bs.booking_id
      where bs.trip_id = t.id
    ) s on true
    where t.company_id = ${companyId} and ${where}
    order by t.departs_at, t.id
  `);
}

export interface ManifestBookingRow {
  id: string;
  reference: string;
  status: 'pending_payment' | 'confirmed' | 'cancelled' | 'completed';
  channel: 'online' | 'counter' | 'ussd';
  outbound_trip_id: string;
  return_trip_id: string | null;
  selected_seats: number[];
  return_selected_seats: number[] | null;
  passenger_full_name: string;
  passenger_email: string;
  passenger_phone: string;
  passengers: { seat: number; fullName: string }[] | null;
  boarded_at: Date | string | null;
  return_boarded_at: Date | string | null;
  method: string | null;
  seats: number[];
}

/** The company's departures, scoped by its id in every branch (decision record 008). */
export const operatorDepartureRepository = {
  async between(db: DbOrTx, companyId: string, from: string, to: string) {
    const where = sql`t.departure_date between ${from}::date and ${to}::date`;
    return rowsOf<DepartureRow>(await departures(db, companyId, where));
  },

  async find(db: DbOrTx, companyId: string, tripId: string) {
    const [row] = rowsOf<DepartureRow>(await departures(db, companyId, sql`t.id = ${tripId}::uuid`));
    return row ?? null;
  },

  /** The bookings holding or owning seats of the departure, with the seats they hold there. */
  async seatHolders(db: DbOrTx, companyId: string, tripId: string) {
    const result = await db.execute(sql`
      select k.id, k.reference, k.status, k.channel, k.outbound_trip_id, k.return_trip_id, k.selected_seats,
        k.return_selected_seats, k.passenger_full_name, k.passenger_email, k.passenger_phone, k.passengers,
        k.boarded_at, k.return_boarded_at,
        (select p.method from payments p where p.booking_id = k.id and p.status = 'success'
          order by p.created_at desc limit 1) as method,
        array_agg(bs.seat_number order by bs.seat_number) as seats
      from booking_seats bs
      join bookings k on k.id = bs.booking_id
      join trips t on t.id = bs.trip_id
      where bs.trip_id = ${tripId}::uuid and t.company_id = ${companyId}
      group by k.id
    `);
    return rowsOf<ManifestBookingRow>(result);
  },

  /**
   * The tickets of the trip that must not board: the cancelled bookings that had seats on it (either leg), and the
   * bookings moved to another departure since (issue 16's change), whose old QR still names this trip. The time is
   * the cancellation's or the move's.
   */
  async revoked(db: DbOrTx, companyId: string, tripId: string) {
    const result = await db.execute(sql`
      select k.id, k.reference, k.cancelled_at
      from bookings k
      join trips t on t.id = ${tripId}::uuid and t.company_id = ${companyId}
      where k.status = 'cancelled' and (k.outbound_trip_id = t.id or k.return_trip_id = t.id)
      union
      select k.id, k.reference, max(c.applied_at) as cancelled_at
      from booking_changes c
      join bookings k on k.id = c.booking_id
      join trips t on t.id = ${tripId}::uuid and t.company_id = ${companyId}
      where (c.from_trip_id = t.id or c.return_from_trip_id = t.id) and c.status = 'applied' and k.status <> 'cancelled'
        and k.outbound_trip_id <> t.id and k.return_trip_id is distinct from t.id
      group by k.id, k.reference
      order by cancelled_at nulls first, id
    `);
    return rowsOf<{ id: string; reference: string; cancelled_at: Date | string | null }>(result);
  },
};

/** A booking told about a change of its departure: its contact, language and what it paid. */
export interface NoticeRow {
  id: string;
  reference: string;
  passenger_full_name: string;
  passenger_email: string;
  passenger_phone: string;
  total_price: number;
  refund_amount: number | null;
  language: string | null;
}

export const departureChangeRepository = {
  async setDelay(db: DbOrTx, companyId: string, tripId: string, minutes: number, reason: string | null) {
    await db.execute(sql`
      update trips set delay_minutes = ${minutes}, delay_reason = ${reason}, updated_at = now()
      where id = ${tripId}::uuid and company_id = ${companyId}
    `);
  },

  /** Cancelled, and nothing more for sale: a booking started meanwhile finds no seat on sale. */
  async cancel(db: DbOrTx, companyId: string, tripId: string, reason: string, now: Date) {
    await db.execute(sql`
      update trips set cancelled_at = ${now}, cancel_reason = ${reason}, seats_on_sale = 0, updated_at = now()
      where id = ${tripId}::uuid and company_id = ${companyId}
    `);
  },

  /** The paid bookings with a leg on the departure, in their notices' language (the booking's, the account's). */
  async paidBookings(db: DbOrTx, companyId: string, tripId: string) {
    const result = await db.execute(sql`
      select k.id, k.reference, k.passenger_full_name, k.passenger_email, k.passenger_phone, k.total_price,
        k.refund_amount, coalesce(k.language, u.language) as language
      from bookings k
      join trips t on t.id = ${tripId}::uuid and t.company_id = ${companyId}
      left join users u on u.id = k.user_id
      where (k.outbound_trip_id = t.id or k.return_trip_id = t.id) and k.status = 'confirmed'
      order by k.created_at
    `);
    return rowsOf<NoticeRow>(result);
  },

  /**
   * Cancels every live booking with a leg on the departure, in one statement after locking them (a payment
   * confirming one of them waits, then finds it cancelled): a paid one with its whole price due back, an unpaid
   * one without; their seats on both legs are freed. Answers the bookings with their status before.
   */
  async cancelBookings(db: DbOrTx, companyId: string, tripId: string, now: Date) {
    const result = await db.execute(sql`
      with target as (
        select k.id, k.status from bookings k
        join trips t on t.id = ${tripId}::uuid and t.company_id = ${companyId}
        where (k.outbound_trip_id = t.id or k.return_trip_id = t.id)
          and k.status in ('pending_payment', 'confirmed')
        for update of k
      ), cancelled as (
        update bookings b set status = 'cancelled', cancel_reason = 'departure_cancelled', cancelled_at = ${now},
          hold_expires_at = null,
          refund_amount = case when target.status = 'confirmed' then b.total_price else null end,
          updated_at = now()
        from target where b.id = target.id
        returning b.id, target.status as previous_status, b.refund_amount
      ), freed as (
        delete from booking_seats where booking_id in (select id from cancelled) returning booking_id
      )
      select id, previous_status, refund_amount from cancelled
    `);
    return rowsOf<{ id: string; previous_status: string; refund_amount: number | null }>(result);
  },

  /** The cancelled bookings to tell, by id, in their notices' language. */
  async notices(db: DbOrTx, ids: string[]) {
    if (ids.length === 0) return [];
    const list = sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const result = await db.execute(sql`
      select k.id, k.reference, k.passenger_full_name, k.passenger_email, k.passenger_phone, k.total_price,
        k.refund_amount, coalesce(k.language, u.language) as language
      from bookings k left join users u on u.id = k.user_id
      where k.id in (${list})
      order by k.created_at
    `);
    return rowsOf<NoticeRow>(result);
  },
};
