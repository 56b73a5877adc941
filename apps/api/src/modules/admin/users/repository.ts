import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { users } from '../../../db/schema';
import { containsPattern } from '../query-helpers';

function matching(search: string | undefined) {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(users.email, pattern),
    ilike(users.phone, pattern),
  );
}

/** Accounts as the back office lists them; single-row reads and writes reuse the users module's repository. */
export const adminUserRepository = {
  async count(db: DbOrTx, search?: string) {
    const [row] = await db.select({ n: count() }).from(users).where(matching(search));
    return row?.n ?? 0;
  },
  async page(db: DbOrTx, options: { search?: string; limit: number; offset: number }) {
    return db
      .select()
      .from(users)
      .where(matching(options.search))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(options.limit)
      .offset(options.offset);
  },
  /** Locked until the transaction ends, so that two administrators' changes to one account queue up. */
  async lock(db: DbOrTx, id: string) {
    const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
    return row ?? null;
  },
  async delete(db: DbOrTx, id: string) {
    await db.delete(users).where(eq(users.id, id));
  },
};
