import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { bookings, cities, drawerClosings, payments, saleVoids, trips, users } from '../../../db/schema';

const fromCity = alias(cities, 'from_city');
const toCity = alias(cities, 'to_city');

/** One day, [start, end), in UTC: Abidjan's own time. */
export interface Day {
  date: string;
  start: Date;
  end: Date;
}

export const dayOf = (date: string): Day => {
  const start = new Date(`${date}T00:00:00Z`);
  return { date, start, end: new Date(start.getTime() + 86_400_000) };
};

/** The drawers' queries: each takes the company, and an agent when the caller only sees their own. */
export const drawerRepository = {
  /**
   * The day's money taken by the company's agents: cash paid at the counter (a counter sale or a held booking
   * paid there) and mobile money for counter sales, by when the payment was made.
   */
  async sales(db: DbOrTx, companyId: string, day: Day, agentId?: string) {
    return db
      .select({
        bookingId: bookings.id,
        reference: bookings.reference,
        channel: bookings.channel,
        status: bookings.status,
        soldBy: bookings.soldBy,
        provider: payments.provider,
        amount: payments.amount,
        seats: bookings.selectedSeats,
        passenger: bookings.passengerFullName,
        from: fromCity.name,
        to: toCity.name,
        departureDate: trips.departureDate,
        departureTime: trips.departureTime,
        paidAt: payments.createdAt,
      })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .innerJoin(trips, eq(trips.id, bookings.outboundTripId))
      .innerJoin(fromCity, eq(fromCity.id, trips.fromCityId))
      .innerJoin(toCity, eq(toCity.id, trips.toCityId))
      .where(
        and(
          eq(trips.companyId, companyId),
          eq(payments.status, 'success'),
          or(eq(payments.provider, 'counter'), eq(bookings.channel, 'counter')),
          sql`${bookings.soldBy} is not null`,
          gte(payments.createdAt, day.start),
          lt(payments.createdAt, day.end),
          ...(agentId ? [eq(bookings.soldBy, agentId)] : []),
        ),
      )
      .orderBy(payments.createdAt);
  },

  async voids(db: DbOrTx, companyId: string, day: Day, agentId?: string) {
    const voider = alias(users, 'voider');
    return db
      .select({
        bookingId: saleVoids.bookingId,
        reference: bookings.reference,
        soldBy: saleVoids.soldBy,
        amount: saleVoids.amount,
        cash: saleVoids.cash,
        reason: saleVoids.reason,
        voidedBy: sql<string>`coalesce(trim(${voider.firstName} || ' ' || ${voider.lastName}), '')`,
        voidedAt: saleVoids.createdAt,
      })
      .from(saleVoids)
      .innerJoin(bookings, eq(bookings.id, saleVoids.bookingId))
      .leftJoin(voider, eq(voider.id, saleVoids.voidedBy))
      .where(
        and(
          eq(saleVoids.companyId, companyId),
          gte(saleVoids.createdAt, day.start),
          lt(saleVoids.createdAt, day.end),
          ...(agentId ? [eq(saleVoids.soldBy, agentId)] : []),
        ),
      )
      .orderBy(saleVoids.createdAt);
  },

  async closings(db: DbOrTx, companyId: string, day: Day, agentId?: string) {
    return db
      .select()
      .from(drawerClosings)
      .where(
        and(
          eq(drawerClosings.companyId, companyId),
          eq(drawerClosings.day, day.date),
          ...(agentId ? [eq(drawerClosings.agentId, agentId)] : []),
        ),
      );
  },

  async names(db: DbOrTx, ids: string[]) {
    if (ids.length === 0) return new Map<string, string>();
    const rows = await db
      .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(rows.map((r) => [r.id, r.name]));
  },

  /** Null when the agent already closed that day (one close per agent and day). */
  async insertClosing(db: DbOrTx, row: typeof drawerClosings.$inferInsert) {
    const [inserted] = await db.insert(drawerClosings).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  },

  async lockClosing(db: DbOrTx, companyId: string, id: string) {
    const [row] = await db
      .select()
      .from(drawerClosings)
      .where(and(eq(drawerClosings.id, id), eq(drawerClosings.companyId, companyId)))
      .for('update');
    return row ?? null;
  },

  /** Whether this staff member closed their drawer of that day (they then sell no more that day). */
  async isClosed(db: DbOrTx, agentId: string, date: string) {
    const [row] = await db
      .select({ id: drawerClosings.id })
      .from(drawerClosings)
      .where(and(eq(drawerClosings.agentId, agentId), eq(drawerClosings.day, date)));
    return row !== undefined;
  },

  async deleteClosing(db: DbOrTx, id: string) {
    await db.delete(drawerClosings).where(eq(drawerClosings.id, id));
  },

  async signOff(db: DbOrTx, id: string, managerId: string, now: Date) {
    await db
      .update(drawerClosings)
      .set({ signedOffBy: managerId, signedOffAt: now })
      .where(eq(drawerClosings.id, id));
  },
};

export type ClosingRow = typeof drawerClosings.$inferSelect;
