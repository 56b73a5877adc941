import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { cities, timetables, trips } from '../../../db/schema';
import { containsPattern, rowsOf } from '../query-helpers';

export type CityRow = typeof cities.$inferSelect;
export type NewCity = typeof cities.$inferInsert;

export const adminCityRepository = {
  async count(db: DbOrTx) {
    return db.$count(cities);
  },
  async list(db: DbOrTx, search?: string) {
    const pattern = search ? containsPattern(search) : undefined;
    return db
      .select()
      .from(cities)
      .where(
        pattern
          ? or(ilike(cities.name, pattern), ilike(cities.country, pattern), ilike(cities.region, pattern))
          : undefined,
      )
      .orderBy(asc(cities.name));
  },
  async findById(db: DbOrTx, id: string) {
    const [row] = await db.select().from(cities).where(eq(cities.id, id));
    return row ?? null;
  },
  async findByName(db: DbOrTx, name: string) {
    const [row] = await db
      .select()
      .from(cities)
      .where(sql`lower(${cities.name}) = lower(${name})`);
    return row ?? null;
  },
  /** Locked: a trip added meanwhile waits for this transaction, so counting usage then deleting is safe. */
  async lock(db: DbOrTx, id: string) {
    const [row] = await db.select().from(cities).where(eq(cities.id, id)).for('update');
    return row ?? null;
  },
  async insert(db: DbOrTx, row: NewCity) {
    const [inserted] = await db.insert(cities).values(row).returning();
    return inserted!;
  },
  async update(db: DbOrTx, id: string, changes: Partial<NewCity>) {
    const [row] = await db
      .update(cities)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(cities.id, id))
      .returning();
    return row!;
  },
  async delete(db: DbOrTx, id: string) {
    await db.delete(cities).where(eq(cities.id, id));
  },
  /** Trips and regular lines leaving from or going to the city. */
  async usage(db: DbOrTx, id: string) {
    const result = await db.execute(sql`
      select
        (select count(*) from ${trips} where ${trips.fromCityId} = ${id} or ${trips.toCityId} = ${id})::int as trips,
        (select count(*) from ${timetables}
          where ${timetables.fromCityId} = ${id} or ${timetables.toCityId} = ${id})::int as timetables
    `);
    return rowsOf<{ trips: number; timetables: number }>(result)[0]!;
  },
};
