import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ussdPhones, ussdSessions } from '../../db/schema';
import type { Language } from '@gbaka/shared';

export type UssdSessionRow = typeof ussdSessions.$inferSelect;

export const ussdSessionRepository = {
  async find(db: DbOrTx, id: string): Promise<UssdSessionRow | undefined> {
    const [row] = await db.select().from(ussdSessions).where(eq(ussdSessions.id, id));
    return row;
  },

  /** False when another instance created the session first (the gateway's request arrived twice). */
  async create(db: DbOrTx, row: typeof ussdSessions.$inferInsert): Promise<boolean> {
    const inserted = await db
      .insert(ussdSessions)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: ussdSessions.id });
    return inserted.length === 1;
  },

  /** Records a step only if nobody recorded one since `version` was read; false otherwise. */
  async advance(
    db: DbOrTx,
    id: string,
    version: number,
    values: Pick<UssdSessionRow, 'state' | 'lastText' | 'lastScreen' | 'expiresAt'>,
  ): Promise<boolean> {
    const updated = await db
      .update(ussdSessions)
      .set({ ...values, version: version + 1 })
      .where(and(eq(ussdSessions.id, id), eq(ussdSessions.version, version)))
      .returning({ id: ussdSessions.id });
    return updated.length === 1;
  },

  /** The job: sessions over for an hour go (kept that long so a late retry still reads "expired"). */
  async forgetExpired(db: DbOrTx) {
    await db.delete(ussdSessions).where(lt(ussdSessions.expiresAt, sql`now() - interval '1 hour'`));
  },

  async language(db: DbOrTx, phone: string): Promise<Language | undefined> {
    const [row] = await db.select().from(ussdPhones).where(eq(ussdPhones.phone, phone));
    return row?.language as Language | undefined;
  },

  async saveLanguage(db: DbOrTx, phone: string, language: Language) {
    await db
      .insert(ussdPhones)
      .values({ phone, language })
      .onConflictDoUpdate({ target: ussdPhones.phone, set: { language, updatedAt: sql`now()` } });
  },
};
