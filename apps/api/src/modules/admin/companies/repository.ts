import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { buses, companies, timetables, trips } from '../../../db/schema';
import { containsPattern, rowsOf } from '../query-helpers';

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;

export const adminCompanyRepository = {
  async count(db: DbOrTx) {
    return db.$count(companies);
  },
  async list(db: DbOrTx, search?: string) {
    const pattern = search ? containsPattern(search) : undefined;
    return db
      .select()
      .from(companies)
      .where(
        pattern
          ? or(
              ilike(companies.name, pattern),
              ilike(companies.email, pattern),
              ilike(companies.phone, pattern),
            )
          : undefined,
      )
      .orderBy(asc(companies.name));
  },
  async findById(db: DbOrTx, id: string) {
    const [row] = await db.select().from(companies).where(eq(companies.id, id));
    return row ?? null;
  },
  /** Names are unique whatever their case (the index is on lower(name)). */
  async findByName(db: DbOrTx, name: string) {
    const [row] = await db
      .select()
      .from(companies)
      .where(sql`lower(${companies.name}) = lower(${name})`);
    return row ?? null;
  },
  /** Locked: a bus or trip added meanwhile waits for this transaction, so counting usage then deleting is safe. */
  async lock(db: DbOrTx, id: string) {
    const [row] = await db.select().from(companies).where(eq(companies.id, id)).for('update');
    return row ?? null;
  },
  async insert(db: DbOrTx, row: NewCompany) {
    const [inserted] = await db.insert(companies).values(row).returning();
    return inserted!;
  },
  async update(db: DbOrTx, id: string, changes: Partial<NewCompany>) {
    const [row] = await db
      .update(companies)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(companies.id, id))
      .returning();
    return row!;
  },
  async delete(db: DbOrTx, id: string) {
    await db.delete(companies).where(eq(companies.id, id));
  },
  /** What still refers to the company: its buses, trips and regular lines. */
  async usage(db: DbOrTx, id: string) {
    const result = await db.execute(sql`
      select
        (select count(*) from ${buses} where ${buses.companyId} = ${id})::int as buses,
        (select count(*) from ${trips} where ${trips.companyId} = ${id})::int as trips,
        (select count(*) from ${timetables} where ${timetables.companyId} = ${id})::int as timetables
    `);
    return rowsOf<{ buses: number; trips: number; timetables: number }>(result)[0]!;
  },
};
