import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, invitations } from '../../db/schema';

export type InvitationRow = typeof invitations.$inferSelect;
export type NewInvitation = typeof invitations.$inferInsert;

/** Still usable: neither accepted nor revoked, and not expired. */
const open = (now: Date) =>
  and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, now));

/**
 * Invitations to join a company (DESIGN §9). Looked up by the hash of their token (the link's secret) or, from a
 * workspace, by id within the caller's company only.
 */
export const invitationRepository = {
  async insert(db: DbOrTx, row: NewInvitation) {
    const [inserted] = await db.insert(invitations).values(row).returning();
    return inserted!;
  },

  /** An open invitation and its company, by token hash; locked when `lock` is set (accepting it). */
  async findOpen(db: DbOrTx, tokenHash: string, now: Date, lock = false) {
    const query = db
      .select({ invitation: invitations, company: { id: companies.id, name: companies.name } })
      .from(invitations)
      .innerJoin(companies, eq(companies.id, invitations.companyId))
      .where(and(eq(invitations.tokenHash, tokenHash), open(now)));
    const [row] = lock ? await query.for('update', { of: invitations }) : await query;
    return row ?? null;
  },

  /** The company's invitations, newest first; closed ones of the last 30 days stay visible as a trail. */
  async listForCompany(db: DbOrTx, companyId: string, now: Date) {
    return db
      .select()
      .from(invitations)
      .where(
        and(
          eq(invitations.companyId, companyId),
          sql`(${invitations.acceptedAt} is null and ${invitations.revokedAt} is null
            or ${invitations.updatedAt} > ${now}::timestamptz - interval '30 days')`,
        ),
      )
      .orderBy(desc(invitations.createdAt), desc(invitations.id));
  },

  async lock(db: DbOrTx, companyId: string, id: string) {
    const [row] = await db
      .select()
      .from(invitations)
      .where(and(eq(invitations.companyId, companyId), eq(invitations.id, id)))
      .for('update');
    return row ?? null;
  },

  async update(db: DbOrTx, companyId: string, id: string, changes: Partial<NewInvitation>) {
    const [row] = await db
      .update(invitations)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(invitations.companyId, companyId), eq(invitations.id, id)))
      .returning();
    return row!;
  },
};
