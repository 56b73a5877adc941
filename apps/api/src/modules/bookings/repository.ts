import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { bookingSeats, bookings, buses, cities, companies, trips, users } from '../../db/schema';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type SeatRow = { tripId: string; seatNumber: number };

const fromCity = alias(cities, 'from_city');
const toCity = alias(cities, 'to_city');

export const bookingRepository = {
  /** The legs (trips) of bookings with what a booking shows and what booking one needs, by id. */
  async legs(db: DbOrTx, ids: string[]) {
    if (ids.length === 0) return new Map<string, Leg>();
    const rows = await db
      .select({
        id: trips.id,
        from: { id: fromCity.id, name: fromCity.name },
        to: { id: toCity.id, name: toCity.name },
        company: { id: companies.id, name: companies.name, logo: companies.logo },
        bus: { id: buses.id, name: buses.name, busNumber: buses.busNumber },
        departureDate: trips.departureDate,
        departureTime: trips.departureTime,
        arrivalTime: trips.arrivalTime,
        durationMinutes: trips.durationMinutes,
        departsAt: trips.departsAt,
        price: trips.price,
        seatsOnSale: trips.seatsOnSale,
        cancelledAt: trips.cancelledAt,
        cancelReason: trips.cancelReason,
        delayMinutes: trips.delayMinutes,
        delayReason: trips.delayReason,
      })
      .from(trips)
      .innerJoin(fromCity, eq(fromCity.id, trips.fromCityId))
      .innerJoin(toCity, eq(toCity.id, trips.toCityId))
      .innerJoin(companies, eq(companies.id, trips.companyId))
      .innerJoin(buses, eq(buses.id, trips.busId))
      .where(inArray(trips.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  },

  /**
   * Lazy expiry: cancels the expired holds on these trips and frees their seats, in one statement so that
   * a crash cannot leave one done without the other. SKIP LOCKED leaves alone a booking that another
   * transaction holds (a payment being confirmed, the sweeper of another instance).
   */
  async releaseExpiredHolds(db: DbOrTx, tripIds: string[]) {
    const ids = sql.join(
      tripIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    await db.execute(sql`
      with expired as (
        select id from bookings
        where status = 'pending_payment' and hold_expires_at <= now()
          and (outbound_trip_id in (${ids}) or return_trip_id in (${ids}))
        for update skip locked
      ), cancelled as (
        update bookings b
        set status = 'cancelled', cancel_reason = 'payment_timeout', cancelled_at = now(),
          hold_expires_at = null, updated_at = now()
        from expired where b.id = expired.id
        returning b.id
      )
      delete from booking_seats where booking_id in (select id from cancelled)
    `);
  },

  /**
   * What a traveller holds unpaid right now (live holds only: an expired one no longer holds anything), after
   * locking their account row: two bookings of one traveller made at once queue here, so that both cannot pass
   * the caps on counts taken before either was written.
   */
  async lockUnpaidHoldings(db: DbOrTx, userId: string): Promise<{ bookings: number; seats: number }> {
    await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const [row] = await db
      .select({
        bookings: sql<number>`count(*)::int`,
        seats: sql<number>`coalesce(sum(cardinality(${bookings.selectedSeats})
          + coalesce(cardinality(${bookings.returnSelectedSeats}), 0)), 0)::int`,
      })
      .from(bookings)
      .where(
        and(
          eq(bookings.userId, userId),
          eq(bookings.status, 'pending_payment'),
          gt(bookings.holdExpiresAt, sql`now()`),
        ),
      );
    return { bookings: Number(row?.bookings ?? 0), seats: Number(row?.seats ?? 0) };
  },

  /** Inserts the booking unless its reference is taken (null then: the caller draws a new id). */
  async insertUnlessReferenceTaken(db: DbOrTx, row: NewBooking): Promise<BookingRow | null> {
    const [inserted] = await db
      .insert(bookings)
      .values(row)
      .onConflictDoNothing({ target: bookings.reference })
      .returning();
    return inserted ?? null;
  },

  /**
   * Claims seats; returns the ones it got. The primary key (trip_id, seat_number) decides: a seat another live
   * booking holds is skipped (after waiting for that booking's transaction, if it is still open).
   */
  async claimSeats(db: DbOrTx, bookingId: string, seats: SeatRow[]): Promise<SeatRow[]> {
    return db
      .insert(bookingSeats)
      .values(seats.map((s) => ({ ...s, bookingId })))
      .onConflictDoNothing()
      .returning({ tripId: bookingSeats.tripId, seatNumber: bookingSeats.seatNumber });
  },

  async releaseSeats(db: DbOrTx, bookingId: string) {
    await db.delete(bookingSeats).where(eq(bookingSeats.bookingId, bookingId));
  },

  async findById(db: DbOrTx, id: string): Promise<BookingRow | null> {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    return row ?? null;
  },

  /** Locks the booking for a status change (payments lock it the same way when they confirm it). */
  async findForUpdate(db: DbOrTx, id: string): Promise<BookingRow | null> {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for('update');
    return row ?? null;
  },

  async listForUser(db: DbOrTx, userId: string, limit: number): Promise<BookingRow[]> {
    return db
      .select()
      .from(bookings)
      .where(eq(bookings.userId, userId))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(limit);
  },

  /**
   * Sweeper step 1: cancels up to `batch` pending bookings whose hold has expired and frees their seats, in
   * one statement. SKIP LOCKED lets several API instances sweep at once, each taking different bookings.
   */
  async expireHolds(db: DbOrTx, batch: number): Promise<number> {
    const result = await db.execute(sql`
      with expired as (
        select id from bookings
        where status = 'pending_payment' and hold_expires_at <= now()
        order by hold_expires_at
        limit ${batch}
        for update skip locked
      ), cancelled as (
        update bookings b
        set status = 'cancelled', cancel_reason = 'payment_timeout', cancelled_at = now(),
          hold_expires_at = null, updated_at = now()
        from expired where b.id = expired.id and b.status = 'pending_payment'
        returning b.id
      ), freed as (
        delete from booking_seats where booking_id in (select id from cancelled) returning booking_id
      )
      select (select count(*) from cancelled)::int as n
    `);
    return countOf(result);
  },

  /** Sweeper step 2: a confirmed booking whose last leg has arrived is completed. */
  async completeArrived(db: DbOrTx, batch: number): Promise<number> {
    const result = await db.execute(sql`
      with arrived as (
        select b.id from bookings b
        join trips t on t.id = coalesce(b.return_trip_id, b.outbound_trip_id)
        where b.status = 'confirmed' and t.departs_at + make_interval(mins => t.duration_minutes) <= now()
        limit ${batch}
        for update of b skip locked
      ), completed as (
        update bookings b set status = 'completed', updated_at = now()
        from arrived where b.id = arrived.id and b.status = 'confirmed'
        returning b.id
      )
      select count(*)::int as n from completed
    `);
    return countOf(result);
  },

  async update(db: DbOrTx, id: string, changes: Partial<NewBooking>): Promise<BookingRow> {
    const [row] = await db
      .update(bookings)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(bookings.id, id))
      .returning();
    return row!;
  },
};

export type Leg = {
  id: string;
  from: { id: string; name: string };
  to: { id: string; name: string };
  company: { id: string; name: string; logo: string | null };
  bus: { id: string; name: string; busNumber: string };
  departureDate: string;
  departureTime: string;
  arrivalTime: string;
  durationMinutes: number;
  departsAt: Date;
  price: number;
  seatsOnSale: number;
  /** Set when the company cancelled the departure (DESIGN §9), with its reason. */
  cancelledAt: Date | null;
  cancelReason: string | null;
  /** The delay its company announced (0: none), with its reason. */
  delayMinutes: number;
  delayReason: string | null;
};

/** node-postgres and PGlite both answer `execute` with `{ rows }`. */
function countOf(result: unknown): number {
  return Number((result as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
