import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { PartnerCounts, PartnerStatus } from '@gbaka/shared';
import type { DbOrTx } from '../../../db/client';
import { partnerRequests } from '../../../db/schema';
import { offsetOf } from '../../../lib/pagination';
import { containsPattern } from '../query-helpers';

export type PartnerRow = typeof partnerRequests.$inferSelect;

/** Company name, e-mail or phone (typed with spaces or not), and the status (SPEC §2 Partners). */
function matching(search: string | undefined, status: PartnerStatus | undefined) {
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    pattern
      ? or(
          ilike(partnerRequests.companyName, pattern),
          ilike(partnerRequests.email, pattern),
          ilike(partnerRequests.phone, containsPattern(search!.replace(/[\s\-().]/g, ''))),
        )
      : undefined,
    status ? eq(partnerRequests.status, status) : undefined,
  );
}

/** Partnership requests in the back office; the public module inserts them (partners/repository.ts). */
export const adminPartnerRepository = {
  async counts(db: DbOrTx): Promise<PartnerCounts> {
    const [row] = await db
      .select({
        total: count(),
        pending: count(sql`case when ${partnerRequests.status} = 'pending' then 1 end`),
        approved: count(sql`case when ${partnerRequests.status} = 'approved' then 1 end`),
        rejected: count(sql`case when ${partnerRequests.status} = 'rejected' then 1 end`),
      })
      .from(partnerRequests);
    return row!;
  },
  async page(db: DbOrTx, query: { search?: string; status?: PartnerStatus; page: number; limit: number }) {
    const where = matching(query.search, query.status);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(partnerRequests)
        .where(where)
        .orderBy(desc(partnerRequests.createdAt), desc(partnerRequests.id))
        .limit(query.limit)
        .offset(offsetOf(query.page, query.limit)),
      db.select({ n: count() }).from(partnerRequests).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
  async findById(db: DbOrTx, id: string) {
    const [row] = await db.select().from(partnerRequests).where(eq(partnerRequests.id, id));
    return row ?? null;
  },
  /** Locked: two administrators deciding at once queue here, and the second sees the first's decision. */
  async lock(db: DbOrTx, id: string) {
    const [row] = await db.select().from(partnerRequests).where(eq(partnerRequests.id, id)).for('update');
    return row ?? null;
  },
  async update(db: DbOrTx, id: string, changes: Partial<typeof partnerRequests.$inferInsert>) {
    const [row] = await db
      .update(partnerRequests)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(partnerRequests.id, id))
      .returning();
    return row!;
  },
  async delete(db: DbOrTx, id: string) {
    await db.delete(partnerRequests).where(eq(partnerRequests.id, id));
  },
};
