import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { newId } from '../../lib/ids';
import { SmsSendError, type SmsSender } from './senders/sms-sender';
import { smsRepository, type SmsRow } from './sms-repository';

/** What a feature hands to the queue. Write the text in the recipient's language (lib/language.ts). */
export interface SmsToSend {
  /** E.164. */
  to: string;
  text: string;
  /** What it is for, shown in the back office: `ticket`, `password-reset`, `reminder`, `cancellation`... */
  kind: string;
  bookingId?: string | null;
  /**
   * Set for a message meant once ("reminder-eve:<bookingId>"): enqueuing it again, from any instance, does
   * nothing. Leave it out for a message that may rightly go twice (a ticket re-issued).
   */
  dedupeKey?: string;
  /** The text carries a secret: never shown in the back office, erased once sent or given up. */
  sensitive?: boolean;
  /** Not worth sending after this moment (a reminder once the bus has left): given up instead. */
  expiresAt?: Date;
}

/**
 * Tries before giving up, and the wait after each failed one: 30 s, 2 min, 8 min, 32 min, then 2 h 8 min, about
 * 2 h 45 in all; long enough to outlast a provider's outage or a bundle to top up, short enough that a ticket
 * still arrives before most departures.
 */
export const SMS_MAX_ATTEMPTS = 6;
export const retryDelaySeconds = (attempts: number) => 30 * 4 ** (attempts - 1);
const BATCH = 20;
const MAX_BATCHES_PER_RUN = 10;

export interface SmsQueue {
  /**
   * Enqueues in the caller's transaction, so the message exists if and only if the change it tells about is
   * committed. Returns its id (null when its dedupe key was used already); hand the ids to `deliver` once the
   * transaction has committed. Where no transaction is involved, `send` does both.
   */
  enqueue(db: DbOrTx, sms: SmsToSend): Promise<string | null>;
  /** Enqueues and tries at once; resolves after that first try is recorded. Throws only if the database does. */
  send(sms: SmsToSend): Promise<string | null>;
  /** Tries now the messages just enqueued (nulls are skipped). Never rejects: whatever fails, the job retries. */
  deliver(ids: (string | null)[]): Promise<void>;
  /** The job (jobs.ts): every due message, a batch at a time. Returns how many were tried. */
  deliverDue(): Promise<number>;
}

export function createSmsQueue(deps: {
  db: Db;
  sender: SmsSender;
  log: FastifyBaseLogger;
  /** How long one try may hold a message before another worker may take it again. */
  leaseSeconds: number;
}): SmsQueue {
  const { db, sender, log } = deps;
  const claim = (limit: number, ids?: string[]) =>
    smsRepository.claim(db, { limit, ids, leaseSeconds: deps.leaseSeconds, maxAttempts: SMS_MAX_ATTEMPTS });

  async function attempt(row: SmsRow) {
    const provider = sender.name;
    let sent: { providerMessageId: string | null };
    try {
      sent = await sender.send({ to: row.to, text: row.text });
    } catch (error) {
      const known = error instanceof SmsSendError;
      // An unexpected error is logged whole; the row keeps a short reason without internals.
      const reason = known ? error.message : 'unexpected error while sending';
      const context = { smsId: row.id, kind: row.kind, attempts: row.attempts, provider };
      if ((known && error.permanent) || row.attempts >= SMS_MAX_ATTEMPTS) {
        log.error({ ...context, err: error }, 'SMS given up');
        await smsRepository.markFailed(db, row, { provider, error: reason });
      } else {
        log.warn({ ...context, err: error }, 'SMS not sent; will try again');
        const delaySeconds = retryDelaySeconds(row.attempts);
        await smsRepository.markRetry(db, row, { provider, error: reason, delaySeconds });
      }
      return;
    }
    // Outside the try: a message the provider took is never marked for another try, even if this write fails
    // (it then stays `sending` until its lease ends, and is given up or retried: at least once, never lost).
    await smsRepository.markSent(db, row, { provider, ...sent });
  }

  async function enqueue(tx: DbOrTx, sms: SmsToSend) {
    return smsRepository.insert(tx, {
      id: newId(),
      to: sms.to,
      text: sms.text,
      kind: sms.kind,
      bookingId: sms.bookingId ?? null,
      dedupeKey: sms.dedupeKey ?? null,
      sensitive: sms.sensitive ?? false,
      expiresAt: sms.expiresAt ?? null,
    });
  }

  async function deliver(ids: (string | null)[]) {
    const wanted = ids.filter((id): id is string => id !== null);
    if (wanted.length === 0) return;
    try {
      for (const row of await claim(wanted.length, wanted)) await attempt(row);
    } catch (error) {
      log.error({ err: error }, 'SMS not tried at once; the job will');
    }
  }

  return {
    enqueue,
    async send(sms) {
      const id = await enqueue(db, sms);
      await deliver([id]);
      return id;
    },
    deliver,
    async deliverDue() {
      await smsRepository.giveUpDue(db, SMS_MAX_ATTEMPTS);
      let tried = 0;
      for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
        const rows = await claim(BATCH);
        for (const row of rows) await attempt(row);
        tried += rows.length;
        if (rows.length < BATCH) break;
      }
      return tried;
    },
  };
}
