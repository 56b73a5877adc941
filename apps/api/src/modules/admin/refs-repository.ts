import { eq, or, sql } from 'drizzle-orm';
import { isUuid } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { buses, cities, companies } from '../../db/schema';

/**
 * Forms may name a city, company or bus by id or by its exact name (DESIGN §3). Names compare without case,
 * as the unique indexes do; a bus may also be named by its operator id. A name two buses share designates
 * neither: the caller gets null and asks for the id.
 */
export const refsRepository = {
  async city(db: DbOrTx, ref: string) {
    const [row] = await db
      .select()
      .from(cities)
      .where(isUuid(ref) ? eq(cities.id, ref.toLowerCase()) : sql`lower(${cities.name}) = lower(${ref})`);
    return row ?? null;
  },
  async company(db: DbOrTx, ref: string) {
    const [row] = await db
      .select()
      .from(companies)
      .where(
        isUuid(ref) ? eq(companies.id, ref.toLowerCase()) : sql`lower(${companies.name}) = lower(${ref})`,
      );
    return row ?? null;
  },
  async bus(db: DbOrTx, ref: string) {
    if (isUuid(ref)) {
      const [row] = await db.select().from(buses).where(eq(buses.id, ref.toLowerCase()));
      return row ?? null;
    }
    const rows = await db
      .select()
      .from(buses)
      .where(or(eq(buses.busNumber, ref), sql`lower(${buses.name}) = lower(${ref})`))
      .limit(3);
    return rows.find((b) => b.busNumber === ref) ?? (rows.length === 1 ? rows[0]! : null);
  },
};
