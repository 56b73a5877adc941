import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, phoneCodes } from '../../db/schema';

/** Another code for a phone only this long after the last one: a form cannot be used to flood a number. */
const RESEND_AFTER_SECONDS = 60;
/** Wrong tries a code survives. */
export const MAX_CODE_ATTEMPTS = 5;

export const phoneClaimRepository = {
  /** Stores a phone's new code, replacing the old one; null when the last one was sent less than a minute ago. */
  async replaceCode(db: DbOrTx, phone: string, codeHash: string, expiresAt: Date) {
    const [row] = await db
      .insert(phoneCodes)
      .values({ phone, codeHash, expiresAt })
      .onConflictDoUpdate({
        target: phoneCodes.phone,
        set: { codeHash, expiresAt, attempts: 0, createdAt: sql`now()` },
        setWhere: lt(phoneCodes.createdAt, sql`now() - make_interval(secs => ${RESEND_AFTER_SECONDS})`),
      })
      .returning({ phone: phoneCodes.phone });
    return row ?? null;
  },

  /**
   * Counts a try before comparing, in its own statement, so that a try is counted even when what follows fails;
   * answers the stored hash while the code is alive and has tries left.
   */
  async countTry(db: DbOrTx, phone: string) {
    const [row] = await db
      .update(phoneCodes)
      .set({ attempts: sql`${phoneCodes.attempts} + 1` })
      .where(
        and(
          eq(phoneCodes.phone, phone),
          gt(phoneCodes.expiresAt, sql`now()`),
          lt(phoneCodes.attempts, MAX_CODE_ATTEMPTS),
        ),
      )
      .returning({ codeHash: phoneCodes.codeHash });
    return row ?? null;
  },

  /** Uses the code up; of two simultaneous right answers, only one gets the row. */
  async consume(db: DbOrTx, phone: string, codeHash: string) {
    const rows = await db
      .delete(phoneCodes)
      .where(and(eq(phoneCodes.phone, phone), eq(phoneCodes.codeHash, codeHash)))
      .returning({ phone: phoneCodes.phone });
    return rows.length === 1;
  },

  /** Whether bookings made with this phone belong to nobody yet (sold at a counter). */
  async hasUnowned(db: DbOrTx, phone: string) {
    const [row] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(isNull(bookings.userId), eq(bookings.passengerPhone, phone)))
      .limit(1);
    return row !== undefined;
  },

  /** Gives the phone's ownerless bookings to the account that proved the phone; answers how many. */
  async attachUnowned(db: DbOrTx, userId: string, phone: string) {
    const rows = await db
      .update(bookings)
      .set({ userId, updatedAt: new Date() })
      .where(and(isNull(bookings.userId), eq(bookings.passengerPhone, phone)))
      .returning({ id: bookings.id });
    return rows.length;
  },
};
