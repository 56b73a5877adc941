import { and, asc, eq, gt, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bookingSeats, buses, companies, timetables, trips } from '../../../db/schema';
import { containsPattern, rowsOf } from '../query-helpers';

export type BusRow = typeof buses.$inferSelect;
export type NewBus = typeof buses.$inferInsert;

function selectBuses(db: DbOrTx) {
  return db
    .select({ bus: buses, company: { id: companies.id, name: companies.name } })
    .from(buses)
    .innerJoin(companies, eq(companies.id, buses.companyId));
}

export type BusWithCompany = Awaited<ReturnType<ReturnType<typeof selectBuses>['execute']>>[number];

export const adminBusRepository = {
  async count(db: DbOrTx) {
    return db.$count(buses);
  },
  async list(db: DbOrTx, search?: string) {
    const pattern = search ? containsPattern(search) : undefined;
    return selectBuses(db)
      .where(
        pattern
          ? or(ilike(buses.name, pattern), ilike(buses.busNumber, pattern), ilike(companies.name, pattern))
          : undefined,
      )
      .orderBy(asc(companies.name), asc(buses.name));
  },
  async findById(db: DbOrTx, id: string) {
    const [row] = await selectBuses(db).where(eq(buses.id, id));
    return row ?? null;
  },
  async findByNumber(db: DbOrTx, busNumber: string) {
    const [row] = await db.select().from(buses).where(eq(buses.busNumber, busNumber));
    return row ?? null;
  },
  /** Locked: trips and lines added meanwhile wait for this transaction, so usage checks stay true. */
  async lock(db: DbOrTx, id: string) {
    const [row] = await db.select().from(buses).where(eq(buses.id, id)).for('update');
    return row ?? null;
  },
  async insert(db: DbOrTx, row: NewBus) {
    const [inserted] = await db.insert(buses).values(row).returning();
    return inserted!;
  },
  async update(db: DbOrTx, id: string, changes: Partial<NewBus>) {
    const [row] = await db
      .update(buses)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(buses.id, id))
      .returning();
    return row!;
  },
  async delete(db: DbOrTx, id: string) {
    await db.delete(buses).where(eq(buses.id, id));
  },
  async usage(db: DbOrTx, id: string, now: Date) {
    const result = await db.execute(sql`
      select
        (select count(*) from ${trips} where ${trips.busId} = ${id})::int as trips,
        (select count(*) from ${trips} where ${trips.busId} = ${id} and ${trips.departsAt} > ${now})::int as upcoming,
        (select count(*) from ${timetables} where ${timetables.busId} = ${id})::int as timetables
    `);
    return rowsOf<{ trips: number; upcoming: number; timetables: number }>(result)[0]!;
  },
  /** The highest seat number held or sold on the bus's trips not yet departed (0 when none). */
  async highestSeatTaken(db: DbOrTx, id: string, now: Date) {
    const [row] = await db
      .select({ seat: sql<number>`coalesce(max(${bookingSeats.seatNumber}), 0)::int` })
      .from(bookingSeats)
      .innerJoin(trips, eq(trips.id, bookingSeats.tripId))
      .where(and(eq(trips.busId, id), gt(trips.departsAt, now)));
    return row?.seat ?? 0;
  },
  /** A smaller bus puts fewer seats on sale on its upcoming trips. */
  async capSeatsOnSale(db: DbOrTx, id: string, totalSeats: number, now: Date) {
    await db
      .update(trips)
      .set({ seatsOnSale: sql`least(${trips.seatsOnSale}, ${totalSeats})`, updatedAt: new Date() })
      .where(and(eq(trips.busId, id), gt(trips.departsAt, now), gt(trips.seatsOnSale, totalSeats)));
  },
};
