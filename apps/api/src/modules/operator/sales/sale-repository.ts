import { and, eq, gt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { bookings, cities, payments, saleVoids, trips, users } from '../../../db/schema';
import { newId, randomToken } from '../../../lib/ids';
import type { BookingRow } from '../../bookings/repository';

const fromCity = alias(cities, 'from_city');
const toCity = alias(cities, 'to_city');

/** The counter's queries: every one takes the caller's company, so another company's booking is never found. */
export const saleRepository = {
  /** A booking whose outbound departure is the company's, locked for a status change, with that departure. */
  async lockCompanyBooking(db: DbOrTx, companyId: string, bookingId: string) {
    const [row] = await db
      .select({ booking: bookings, departsAt: trips.departsAt })
      .from(bookings)
      .innerJoin(trips, eq(trips.id, bookings.outboundTripId))
      .where(and(eq(bookings.id, bookingId), eq(trips.companyId, companyId)))
      .for('update', { of: bookings });
    return row ?? null;
  },

  /** A booking of the company's departures, unlocked (reads). */
  async companyBooking(db: DbOrTx, companyId: string, bookingId: string): Promise<BookingRow | null> {
    const [row] = await db
      .select({ booking: bookings })
      .from(bookings)
      .innerJoin(trips, eq(trips.id, bookings.outboundTripId))
      .where(and(eq(bookings.id, bookingId), eq(trips.companyId, companyId)));
    return row?.booking ?? null;
  },

  async successfulPayment(db: DbOrTx, bookingId: string) {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'success')));
    return row ?? null;
  },

  async setSeller(db: DbOrTx, bookingId: string, agentId: string) {
    await db.update(bookings).set({ soldBy: agentId }).where(eq(bookings.id, bookingId));
  },

  async recordVoid(db: DbOrTx, row: typeof saleVoids.$inferInsert) {
    await db.insert(saleVoids).values(row);
  },

  /** The cash taken at the counter for a booking: a success paid by the agent, as the drawer counts it. */
  async insertCashPayment(db: DbOrTx, booking: Pick<BookingRow, 'id' | 'totalPrice'>, agentId: string) {
    await db.insert(payments).values({
      id: newId(),
      bookingId: booking.id,
      provider: 'counter',
      token: randomToken(),
      amount: booking.totalPrice,
      status: 'success',
      method: 'cash',
      details: { soldBy: agentId },
    });
  },

  /** The company's bookings still holding their seats unpaid, by reference or by the contact's phone. */
  async findHeld(db: DbOrTx, companyId: string, query: { reference?: string; phone?: string }, now: Date) {
    const match = [
      ...(query.reference ? [eq(bookings.reference, query.reference)] : []),
      ...(query.phone ? [eq(bookings.passengerPhone, query.phone)] : []),
    ];
    if (match.length === 0) return [];
    return db
      .select({
        booking: bookings,
        from: fromCity.name,
        to: toCity.name,
        departureDate: trips.departureDate,
        departureTime: trips.departureTime,
      })
      .from(bookings)
      .innerJoin(trips, eq(trips.id, bookings.outboundTripId))
      .innerJoin(fromCity, eq(fromCity.id, trips.fromCityId))
      .innerJoin(toCity, eq(toCity.id, trips.toCityId))
      .where(
        and(
          eq(trips.companyId, companyId),
          eq(bookings.status, 'pending_payment'),
          gt(bookings.holdExpiresAt, now),
          or(...match),
        ),
      )
      .orderBy(bookings.holdExpiresAt)
      .limit(20);
  },

  async agentName(db: DbOrTx, userId: string | null) {
    if (!userId) return null;
    const [row] = await db
      .select({ name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
      .from(users)
      .where(eq(users.id, userId));
    return row?.name ?? null;
  },
};
