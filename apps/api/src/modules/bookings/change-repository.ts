import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingChanges, bookingSeats, payments } from '../../db/schema';
import { movesOf, newTripsOf } from './change-moves';

export type ChangeRow = typeof bookingChanges.$inferSelect;
export type NewChange = typeof bookingChanges.$inferInsert;

/** The booking_changes side of a change of departure (issue 16), and the seats and money it moves. */
export const changeRepository = {
  async insert(db: DbOrTx, row: NewChange): Promise<ChangeRow> {
    const [inserted] = await db.insert(bookingChanges).values(row).returning();
    return inserted!;
  },

  async update(db: DbOrTx, id: string, changes: Partial<NewChange>): Promise<ChangeRow> {
    const [row] = await db
      .update(bookingChanges)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(bookingChanges.id, id))
      .returning();
    return row!;
  },

  /** Locked until the transaction ends: the payment that applies it and the sweeper that expires it queue here. */
  async lock(db: DbOrTx, id: string): Promise<ChangeRow | null> {
    const [row] = await db.select().from(bookingChanges).where(eq(bookingChanges.id, id)).for('update');
    return row ?? null;
  },

  /** The change of a booking waiting for payment, whether or not its hold still runs (the sweeper ends it). */
  async awaitingOf(db: DbOrTx, bookingId: string): Promise<ChangeRow | null> {
    const [row] = await db
      .select()
      .from(bookingChanges)
      .where(and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.status, 'awaiting_payment')))
      .for('update');
    return row ?? null;
  },

  /** The changes still holding their seats, for the bookings shown (profile, booking page, payment). */
  async liveAwaiting(db: DbOrTx, bookingIds: string[]): Promise<ChangeRow[]> {
    if (bookingIds.length === 0) return [];
    return db
      .select()
      .from(bookingChanges)
      .where(
        and(
          inArray(bookingChanges.bookingId, bookingIds),
          eq(bookingChanges.status, 'awaiting_payment'),
          gt(bookingChanges.holdExpiresAt, sql`now()`),
        ),
      );
  },

  /** A booking's changes, newest first: its history in the back office. */
  async historyOf(db: DbOrTx, bookingId: string): Promise<ChangeRow[]> {
    return db
      .select()
      .from(bookingChanges)
      .where(eq(bookingChanges.bookingId, bookingId))
      .orderBy(desc(bookingChanges.createdAt), desc(bookingChanges.id));
  },

  /** Frees what a booking holds on one trip (the old departure once moved, or a change given up). */
  async releaseTripSeats(db: DbOrTx, bookingId: string, tripId: string) {
    await db
      .delete(bookingSeats)
      .where(and(eq(bookingSeats.bookingId, bookingId), eq(bookingSeats.tripId, tripId)));
  },

  /**
   * Takes an expired change's seats again for a payment that arrived late: all or nothing, like a booking's
   * seats after its hold expired (payments/booking-repository.ts retakeSeats).
   */
  async retakeSeats(db: DbOrTx, change: ChangeRow): Promise<boolean> {
    const wanted = movesOf(change)
      .flatMap((move) => move.toSeats.map((seatNumber) => ({ tripId: move.toTripId, seatNumber })))
      .sort((a, b) => a.tripId.localeCompare(b.tripId) || a.seatNumber - b.seatNumber)
      .map((seat) => ({ ...seat, bookingId: change.bookingId }));
    const inserted = await db
      .insert(bookingSeats)
      .values(wanted)
      .onConflictDoNothing()
      .returning({ tripId: bookingSeats.tripId, seatNumber: bookingSeats.seatNumber });
    if (inserted.length === wanted.length) return true;
    for (const tripId of new Set(inserted.map((r) => r.tripId))) {
      await db.delete(bookingSeats).where(
        and(
          eq(bookingSeats.bookingId, change.bookingId),
          eq(bookingSeats.tripId, tripId),
          inArray(
            bookingSeats.seatNumber,
            inserted.filter((r) => r.tripId === tripId).map((r) => r.seatNumber),
          ),
        ),
      );
    }
    return false;
  },

  /** Frees the new seats a change holds, on each departure it moves to (a change given up or refused). */
  async releaseNewSeats(db: DbOrTx, change: ChangeRow) {
    for (const tripId of newTripsOf(change)) await this.releaseTripSeats(db, change.bookingId, tripId);
  },

  /** Whether a change still holds every new seat it asked for, on each departure it moves to. */
  async holdsAllNewSeats(db: DbOrTx, change: ChangeRow): Promise<boolean> {
    for (const move of movesOf(change)) {
      const held = await db.$count(
        bookingSeats,
        and(eq(bookingSeats.bookingId, change.bookingId), eq(bookingSeats.tripId, move.toTripId)),
      );
      if (held !== move.toSeats.length) return false;
    }
    return true;
  },

  /**
   * Sweeper step: changes whose hold ran out without payment are expired and their new seats freed, in one
   * statement; SKIP LOCKED leaves a change whose payment is being confirmed to that payment.
   */
  async expireDue(db: DbOrTx, batch: number): Promise<number> {
    const result = await db.execute(sql`
      with due as (
        select id from booking_changes
        where status = 'awaiting_payment' and hold_expires_at <= now()
        order by hold_expires_at
        limit ${batch}
        for update skip locked
      ), expired as (
        update booking_changes c set status = 'expired', updated_at = now()
        from due where c.id = due.id and c.status = 'awaiting_payment'
        returning c.booking_id, c.to_trip_id, c.return_to_trip_id
      ), freed as (
        delete from booking_seats s using expired
        where s.booking_id = expired.booking_id
          and (s.trip_id = expired.to_trip_id or s.trip_id = expired.return_to_trip_id)
        returning s.booking_id
      )
      select (select count(*) from expired)::int as n
    `);
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  },

  /** The booking's own successful payment (not a change's): where the money of a refund came from. */
  async bookingPayment(db: DbOrTx, bookingId: string) {
    const [row] = await db
      .select()
      .from(payments)
      .where(
        and(eq(payments.bookingId, bookingId), eq(payments.status, 'success'), isNull(payments.changeId)),
      );
    return row ?? null;
  },

  /**
   * Records money owed back after a change to a cheaper departure, in the refund queue the back office works
   * through: a payment row of the change (status cancelled: nothing was received on it) flagged refundDue, with
   * the booking's payer and method so that the administrator knows where to send it.
   */
  async insertRefundCredit(db: DbOrTx, row: typeof payments.$inferInsert) {
    await db.insert(payments).values(row);
  },
};
