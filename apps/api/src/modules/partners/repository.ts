import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { partnerRequests, users } from '../../db/schema';

export type PartnerRequestRow = typeof partnerRequests.$inferSelect;
export type NewPartnerRequest = typeof partnerRequests.$inferInsert;

export const partnerRepository = {
  async insert(db: DbOrTx, values: NewPartnerRequest): Promise<PartnerRequestRow> {
    const [row] = await db.insert(partnerRequests).values(values).returning();
    return row!;
  },

  /** Who hears of a new request: administrators who can still act (not banned) and have an address. */
  async adminEmails(db: DbOrTx): Promise<string[]> {
    const rows = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.isBanned, false), isNotNull(users.email)));
    return rows.flatMap((r) => (r.email ? [r.email] : []));
  },
};
