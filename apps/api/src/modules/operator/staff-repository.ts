import { and, asc, eq } from 'drizzle-orm';
import type { CompanyRole } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { companies, companyMembers, users } from '../../db/schema';

export type MembershipRow = typeof companyMembers.$inferSelect;

/**
 * Company memberships (DESIGN §9). `find` is what the operator routes resolve once per request; every other
 * function is scoped by the company it is given, so that no call can reach another company's staff.
 */
export const staffRepository = {
  async find(db: DbOrTx, userId: string): Promise<MembershipRow | null> {
    const [row] = await db.select().from(companyMembers).where(eq(companyMembers.userId, userId));
    return row ?? null;
  },

  async company(db: DbOrTx, companyId: string) {
    const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
    return row ?? null;
  },

  async members(db: DbOrTx, companyId: string) {
    return db
      .select({ member: companyMembers, user: users })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, companyId))
      .orderBy(asc(companyMembers.role), asc(users.lastName), asc(users.firstName));
  },

  /** Locked: a removal and an invitation accepted at the same moment never cross. */
  async lockMember(db: DbOrTx, companyId: string, userId: string) {
    const [row] = await db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
      .for('update');
    return row ?? null;
  },

  /** Adds the user to the company; false when they already belong to a company (one per user). */
  async add(db: DbOrTx, companyId: string, userId: string, role: CompanyRole): Promise<boolean> {
    const inserted = await db
      .insert(companyMembers)
      .values({ companyId, userId, role })
      .onConflictDoNothing({ target: companyMembers.userId })
      .returning({ userId: companyMembers.userId });
    return inserted.length === 1;
  },

  async remove(db: DbOrTx, companyId: string, userId: string) {
    await db
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  },
};
