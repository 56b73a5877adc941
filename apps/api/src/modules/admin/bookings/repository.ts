import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { normaliseReference, type AdminBookingsQuery, type BookingCounts } from '@gbaka/shared';
import type { DbOrTx } from '../../../db/client';
import { bookingSeats, bookings, payments } from '../../../db/schema';
import { offsetOf } from '../../../lib/pagination';
import { containsPattern, rowsOf } from '../query-helpers';

/** Passenger name, e-mail, phone (typed with spaces or not) or booking reference (with or without BOOK-). */
function matching(search: string | undefined) {
  if (!search) return undefined;
  const digits = search.replace(/[\s\-().]/g, '');
  return or(
    ilike(bookings.passengerFullName, containsPattern(search)),
    ilike(bookings.passengerEmail, containsPattern(search)),
    ilike(bookings.passengerPhone, containsPattern(digits)),
    eq(bookings.reference, normaliseReference(search)),
  );
}

export const adminBookingRepository = {
  async counts(db: DbOrTx): Promise<BookingCounts> {
    const [row] = await db
      .select({
        total: count(),
        pendingPayment: count(sql`case when ${bookings.status} = 'pending_payment' then 1 end`),
        confirmed: count(sql`case when ${bookings.status} = 'confirmed' then 1 end`),
        cancelled: count(sql`case when ${bookings.status} = 'cancelled' then 1 end`),
        completed: count(sql`case when ${bookings.status} = 'completed' then 1 end`),
      })
      .from(bookings);
    return row!;
  },

  async page(db: DbOrTx, query: AdminBookingsQuery) {
    const where = and(matching(query.search), query.status ? eq(bookings.status, query.status) : undefined);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(bookings)
        .where(where)
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(query.limit)
        .offset(offsetOf(query.page, query.limit)),
      db.select({ n: count() }).from(bookings).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async heldSeats(db: DbOrTx, bookingId: string) {
    return db.$count(bookingSeats, eq(bookingSeats.bookingId, bookingId));
  },

  async insertPayment(db: DbOrTx, row: typeof payments.$inferInsert) {
    await db.insert(payments).values(row);
  },

  async delete(db: DbOrTx, id: string) {
    await db.delete(bookings).where(eq(bookings.id, id));
  },

  /**
   * SPEC §9: completed or cancelled more than a year ago, irreversibly (seats and payments go with them). A
   * completed booking dates from its last leg's departure, a cancelled one from its cancellation.
   */
  async purgeOld(db: DbOrTx, cutoff: Date): Promise<number> {
    const result = await db.execute(sql`
      with old as (
        delete from bookings b
        where (b.status = 'cancelled' and coalesce(b.cancelled_at, b.updated_at) < ${cutoff})
          or (b.status = 'completed' and (
            select t.departs_at from trips t where t.id = coalesce(b.return_trip_id, b.outbound_trip_id)
          ) < ${cutoff})
        returning b.id
      )
      select count(*)::int as n from old
    `);
    return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  },

  /**
   * SPEC §2's corrupted bookings: no outbound trip, or one without origin, destination or date. Foreign keys
   * and NOT NULL columns keep the database from holding any, so this deletes nothing unless those constraints
   * are one day relaxed; it is written against the data, not assumed.
   */
  async purgeCorrupted(db: DbOrTx): Promise<number> {
    const result = await db.execute(sql`
      with corrupted as (
        delete from bookings b
        where not exists (
          select 1 from trips t
          join cities f on f.id = t.from_city_id
          join cities c on c.id = t.to_city_id
          where t.id = b.outbound_trip_id and t.departure_date is not null
        )
        returning b.id
      )
      select count(*)::int as n from corrupted
    `);
    return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  },
};
