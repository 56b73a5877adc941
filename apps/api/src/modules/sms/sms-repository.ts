import type { SmsStatus } from '@gbaka/shared';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { smsMessages } from '../../db/schema';

export type SmsRow = typeof smsMessages.$inferSelect;
export type NewSmsRow = typeof smsMessages.$inferInsert;

const now = sql`now()`;
const afterSeconds = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;
/** A secret (a reset link) leaves no trace once the message is final. */
const textOnceFinal = sql`case when ${smsMessages.sensitive} then '' else ${smsMessages.text} end`;
const withError = (error: string) => sql`concat_ws('; ', ${smsMessages.lastError}, ${error}::text)`;
const due = and(inArray(smsMessages.status, ['queued', 'sending']), lte(smsMessages.nextAttemptAt, now));

/** Updates the row only while it is still the try that was claimed: a worker given up for lost changes nothing. */
const sameTry = (row: SmsRow) =>
  and(eq(smsMessages.id, row.id), eq(smsMessages.status, 'sending'), eq(smsMessages.attempts, row.attempts));

export const smsRepository = {
  /** The new row's id, or null when a message with the same dedupe key was already enqueued. */
  async insert(db: DbOrTx, values: NewSmsRow): Promise<string | null> {
    const [row] = await db
      .insert(smsMessages)
      .values(values)
      .onConflictDoNothing({ target: smsMessages.dedupeKey })
      .returning({ id: smsMessages.id });
    return row?.id ?? null;
  },

  /**
   * Marks failed the due messages nobody will send: too late to be useful, or out of attempts (the worker of the
   * last one died before reporting back). Returns how many.
   */
  async giveUpDue(db: DbOrTx, maxAttempts: number): Promise<number> {
    const expired = await db
      .update(smsMessages)
      .set({
        status: 'failed',
        lastError: withError('too late to send'),
        text: textOnceFinal,
        updatedAt: now,
      })
      .where(and(due, lte(smsMessages.expiresAt, now)))
      .returning({ id: smsMessages.id });
    const exhausted = await db
      .update(smsMessages)
      .set({
        status: 'failed',
        lastError: withError('the last try never reported back'),
        text: textOnceFinal,
        updatedAt: now,
      })
      .where(and(due, sql`${smsMessages.attempts} >= ${maxAttempts}`))
      .returning({ id: smsMessages.id });
    return expired.length + exhausted.length;
  },

  /**
   * Claims up to `limit` due messages (or only those of `ids`) for one try: their status becomes `sending` and
   * their next attempt the end of the lease, so that a worker that dies holding them lets another retry them
   * then. SKIP LOCKED: two workers claiming at once never take the same message.
   */
  async claim(
    db: DbOrTx,
    options: { limit: number; leaseSeconds: number; maxAttempts: number; ids?: string[] },
  ): Promise<SmsRow[]> {
    const candidates = db
      .select({ id: smsMessages.id })
      .from(smsMessages)
      .where(
        and(
          due,
          lt(smsMessages.attempts, options.maxAttempts),
          or(isNull(smsMessages.expiresAt), gt(smsMessages.expiresAt, now)),
          options.ids ? inArray(smsMessages.id, options.ids) : undefined,
        ),
      )
      .orderBy(asc(smsMessages.nextAttemptAt))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    return db
      .update(smsMessages)
      .set({
        status: 'sending',
        attempts: sql`${smsMessages.attempts} + 1`,
        nextAttemptAt: afterSeconds(options.leaseSeconds),
        updatedAt: now,
      })
      .where(inArray(smsMessages.id, candidates))
      .returning();
  },

  async markSent(db: DbOrTx, row: SmsRow, sent: { provider: string; providerMessageId: string | null }) {
    await db
      .update(smsMessages)
      .set({ status: 'sent', ...sent, sentAt: now, text: textOnceFinal, updatedAt: now })
      .where(sameTry(row));
  },

  async markRetry(db: DbOrTx, row: SmsRow, retry: { provider: string; error: string; delaySeconds: number }) {
    await db
      .update(smsMessages)
      .set({
        status: 'queued',
        provider: retry.provider,
        lastError: retry.error,
        nextAttemptAt: afterSeconds(retry.delaySeconds),
        updatedAt: now,
      })
      .where(sameTry(row));
  },

  async markFailed(db: DbOrTx, row: SmsRow, failure: { provider: string; error: string }) {
    await db
      .update(smsMessages)
      .set({
        status: 'failed',
        provider: failure.provider,
        lastError: failure.error,
        text: textOnceFinal,
        updatedAt: now,
      })
      .where(sameTry(row));
  },

  /** A page of the queue, newest first, for the back office. */
  async page(db: DbOrTx, query: { page: number; limit: number; status?: SmsStatus }) {
    const where: SQL | undefined = query.status ? eq(smsMessages.status, query.status) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(smsMessages)
        .where(where)
        .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ total: count() }).from(smsMessages).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  /** The messages to one phone, newest first: what the USSD simulator shows as that phone's inbox. */
  async listTo(db: DbOrTx, to: string, limit: number): Promise<SmsRow[]> {
    return db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.to, to))
      .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
      .limit(limit);
  },

  async findById(db: DbOrTx, id: string): Promise<SmsRow | null> {
    const [row] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
    return row ?? null;
  },
};
