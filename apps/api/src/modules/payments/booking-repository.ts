import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingChanges, bookingSeats, bookings, trips } from '../../db/schema';

export type BookingRow = typeof bookings.$inferSelect;

/** The booking side of a payment. The bookings module owns bookings; payments only confirm them. */
export const payableBookingRepository = {
  async findById(db: DbOrTx, id: string) {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    return row ?? null;
  },
  /** Locked until the transaction ends, so that the hold sweeper and a payment never decide at once. */
  async lock(db: DbOrTx, id: string) {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for('update');
    return row!;
  },
  async confirm(db: DbOrTx, id: string) {
    await db
      .update(bookings)
      .set({
        status: 'confirmed',
        confirmedAt: new Date(),
        holdExpiresAt: null,
        cancelledAt: null,
        cancelReason: null,
        updatedAt: new Date(),
      })
      .where(eq(bookings.id, id));
  },
  /**
   * Takes the booking's seats again after its hold expired. The seats' primary key decides: a seat someone
   * else holds now is not inserted. All or nothing: on a partial result the rows just inserted are removed.
   */
  async retakeSeats(db: DbOrTx, booking: BookingRow): Promise<boolean> {
    const wanted = [
      ...booking.selectedSeats.map((seatNumber) => ({ tripId: booking.outboundTripId, seatNumber })),
      ...(booking.returnTripId
        ? (booking.returnSelectedSeats ?? booking.selectedSeats).map((seatNumber) => ({
            tripId: booking.returnTripId!,
            seatNumber,
          }))
        : []),
    ]
      // Same lock order as a new booking (trip, then seat), so two transactions never wait on each other crosswise.
      .sort((a, b) => a.tripId.localeCompare(b.tripId) || a.seatNumber - b.seatNumber)
      .map((seat) => ({ ...seat, bookingId: booking.id }));
    const inserted = await db
      .insert(bookingSeats)
      .values(wanted)
      .onConflictDoNothing()
      .returning({ tripId: bookingSeats.tripId });
    if (inserted.length === wanted.length) return true;
    await db.delete(bookingSeats).where(eq(bookingSeats.bookingId, booking.id));
    return false;
  },
  /** A change of departure waiting for its difference while its new seats are held (issue 16). */
  async liveChange(db: DbOrTx, bookingId: string) {
    const [row] = await db
      .select()
      .from(bookingChanges)
      .where(
        and(
          eq(bookingChanges.bookingId, bookingId),
          eq(bookingChanges.status, 'awaiting_payment'),
          gt(bookingChanges.holdExpiresAt, sql`now()`),
          gt(bookingChanges.amountDue, 0),
        ),
      );
    return row ?? null;
  },
  async anyDeparted(db: DbOrTx, tripIds: string[]) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(trips)
      .where(and(inArray(trips.id, tripIds), lte(trips.departsAt, new Date())));
    return (row?.count ?? 0) > 0;
  },
};
