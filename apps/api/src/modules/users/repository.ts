import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordAttempts, passwordResetTokens, refreshTokens, users } from '../../db/schema';

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
  /**
   * Claims the right to tell the owner of failed sign-ins: true for one caller per `hours`, so a long attack
   * sends one mail per period, not one per attempt.
   */
  async claimSignInAlert(db: DbOrTx, id: string, hours: number): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ signInAlertAt: sql`now()` })
      .where(
        and(
          eq(users.id, id),
          or(
            isNull(users.signInAlertAt),
            sql`${users.signInAlertAt} <= now() - make_interval(hours => ${hours})`,
          ),
        ),
      )
      .returning({ id: users.id });
    return rows.length > 0;
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

/** Password attempts in a row per key and client address (password-attempts.ts says what the rules are). */
export const passwordAttemptRepository = {
  /**
   * Counts one attempt before the password is checked, in one statement, so that simultaneous guesses cannot all
   * slip under the limit. A row left alone for `lockMinutes`, or whose lock has run out, starts again at one; a
   * locked row is left as it is; an attempt past `max` locks the pair.
   */
  async count(db: DbOrTx, keyHash: string, address: string, max: number, lockMinutes: number) {
    const t = passwordAttempts;
    const fresh = sql`(${t.lockedUntil} <= now()
      or (${t.lockedUntil} is null and ${t.lastAttemptAt} <= now() - make_interval(mins => ${lockMinutes})))`;
    const locked = sql`(${t.lockedUntil} > now())`;
    const next = sql`case when ${fresh} then 1 when ${locked} then ${t.attempts} else ${t.attempts} + 1 end`;
    const [row] = await db
      .insert(t)
      .values({ keyHash, address, attempts: 1, lastAttemptAt: sql`now()` })
      .onConflictDoUpdate({
        target: [t.keyHash, t.address],
        set: {
          attempts: next,
          lastAttemptAt: sql`now()`,
          lockedUntil: sql`case when ${locked} then ${t.lockedUntil}
            when ${next} > ${max} then now() + make_interval(mins => ${lockMinutes}) else null end`,
        },
      })
      .returning({ attempts: t.attempts, lockedUntil: t.lockedUntil });
    return row!;
  },
  /** Locks the pair after its last allowed attempt failed. */
  async lock(db: DbOrTx, keyHash: string, address: string, lockMinutes: number) {
    const [row] = await db
      .update(passwordAttempts)
      .set({ lockedUntil: sql`now() + make_interval(mins => ${lockMinutes})` })
      .where(and(eq(passwordAttempts.keyHash, keyHash), eq(passwordAttempts.address, address)))
      .returning({ lockedUntil: passwordAttempts.lockedUntil });
    return row?.lockedUntil ?? null;
  },
  /** Forgets the attempts of these keys from one address: the right password was given there. */
  async clear(db: DbOrTx, keyHashes: string[], address: string) {
    await db
      .delete(passwordAttempts)
      .where(and(inArray(passwordAttempts.keyHash, keyHashes), eq(passwordAttempts.address, address)));
  },
  /** Attempts on these keys from every address within the last `minutes`. */
  async recent(db: DbOrTx, keyHashes: string[], minutes: number): Promise<number> {
    const [row] = await db
      .select({ total: sql<string | number>`coalesce(sum(${passwordAttempts.attempts}), 0)` })
      .from(passwordAttempts)
      .where(
        and(
          inArray(passwordAttempts.keyHash, keyHashes),
          sql`${passwordAttempts.lastAttemptAt} > now() - make_interval(mins => ${minutes})`,
        ),
      );
    return Number(row?.total ?? 0);
  },
  /** Rows nobody has touched for `hours` and whose lock is over. */
  async forgetOlderThan(db: DbOrTx, hours: number) {
    await db
      .delete(passwordAttempts)
      .where(
        and(
          lt(passwordAttempts.lastAttemptAt, sql`now() - make_interval(hours => ${hours})`),
          or(isNull(passwordAttempts.lockedUntil), lt(passwordAttempts.lockedUntil, sql`now()`)),
        ),
      );
  },
};
