import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResetTokens, refreshTokens, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const userRepository = {
  async findById(db: DbOrTx, id: string) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  },
  async findByEmailOrPhone(db: DbOrTx, email: string | null, phone: string | null) {
    const conditions = [
      email ? eq(users.email, email) : undefined,
      phone ? eq(users.phone, phone) : undefined,
    ];
    const [row] = await db
      .select()
      .from(users)
      .where(or(...conditions.filter(Boolean)))
      .limit(1);
    return row ?? null;
  },
  async insert(db: DbOrTx, user: NewUser) {
    const [row] = await db.insert(users).values(user).returning();
    return row!;
  },
  async update(db: DbOrTx, id: string, changes: Partial<NewUser>) {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row ?? null;
  },
  /** Voids every access token issued to the account so far (the authentication plugin compares versions). */
  async raiseTokenVersion(db: DbOrTx, id: string): Promise<number | null> {
    const [row] = await db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id))
      .returning({ tokenVersion: users.tokenVersion });
    return row?.tokenVersion ?? null;
  },
  /** Counts a failed sign-in atomically and locks the account on the fifth one in a row. */
  async recordFailedLogin(db: DbOrTx, id: string, maxFailures: number, lockMinutes: number) {
    const [row] = await db
      .update(users)
      .set({
        failedLogins: sql`case when ${users.failedLogins} + 1 >= ${maxFailures} then 0 else ${users.failedLogins} + 1 end`,
        lockedUntil: sql`case when ${users.failedLogins} + 1 >= ${maxFailures}
          then now() + make_interval(mins => ${lockMinutes}) else ${users.lockedUntil} end`,
      })
      .where(eq(users.id, id))
      .returning({ lockedUntil: users.lockedUntil });
    return row?.lockedUntil ?? null;
  },
};

export const refreshTokenRepository = {
  async insert(db: DbOrTx, row: typeof refreshTokens.$inferInsert) {
    await db.insert(refreshTokens).values(row);
  },
  /** Locks the row so that two concurrent refreshes of one token cannot both succeed. */
  async findForUpdate(db: DbOrTx, tokenHash: string) {
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .for('update');
    return row ?? null;
  },
  async markUsed(db: DbOrTx, id: string) {
    await db.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, id));
  },
  async revokeFamily(db: DbOrTx, familyId: string) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  },
  async revokeAllForUser(db: DbOrTx, userId: string) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  },
};

export const resetTokenRepository = {
  async insert(db: DbOrTx, row: typeof passwordResetTokens.$inferInsert) {
    await db.insert(passwordResetTokens).values(row);
  },
  /** Voids the account's links still open: a link mailed before a new password must not set another one. */
  async voidAllForUser(db: DbOrTx, userId: string) {
    await db
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  },
  /** Consumes a token once: only the first caller gets the row back. */
  async consume(db: DbOrTx, tokenHash: string) {
    const [row] = await db
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          sql`${passwordResetTokens.expiresAt} > now()`,
        ),
      )
      .returning();
    return row ?? null;
  },
};
