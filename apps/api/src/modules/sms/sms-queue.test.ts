import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsMessages } from '../../db/schema';
import { createTestApp, readOutbox } from '../../../test/helper';
import { SmsSendError, type OutgoingSms, type SmsSender } from './senders/sms-sender';
import { createSmsQueue, retryDelaySeconds, SMS_MAX_ATTEMPTS, type SmsToSend } from './sms-queue';
import { smsRepository } from './sms-repository';

const ctx = await createTestApp();
const db = ctx.database.db;

let phoneSequence = 0;
/** A number of its own for each message, so that tests never read each other's rows. */
const nextPhone = () =>
  `+22507${String(++phoneSequence).padStart(2, '0')}${Date.now() % 1_000_000}`.slice(0, 14);
const message = (overrides: Partial<SmsToSend> = {}): SmsToSend => ({
  to: nextPhone(),
  text: 'Gbaka : billet ABCD1234 confirmé.',
  kind: 'test',
  ...overrides,
});

/** A sender that answers what the test scripts, one answer per call, and records what it was given. */
function scriptedSender(...answers: ('ok' | 'retryable' | 'permanent')[]) {
  const sent: OutgoingSms[] = [];
  const sender: SmsSender = {
    name: 'outbox',
    async send(sms) {
      sent.push(sms);
      const answer = answers.shift() ?? 'ok';
      if (answer === 'ok') return { providerMessageId: `id-${sent.length}` };
      throw new SmsSendError(`provider said ${answer}`, answer === 'permanent');
    },
  };
  return { sender, sent };
}

const queueWith = (sender: SmsSender) => createSmsQueue({ db, sender, log: ctx.app.log, leaseSeconds: 120 });
const row = async (id: string | null) => (await smsRepository.findById(db, id!))!;
/** Brings a message's next attempt to now, as if its wait were over. */
const makeDue = (id: string) =>
  db
    .update(smsMessages)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(smsMessages.id, id));
const secondsUntil = async (id: string) => {
  const [r] = await db
    .select({ s: sql<number>`extract(epoch from ${smsMessages.nextAttemptAt} - now())`.mapWith(Number) })
    .from(smsMessages)
    .where(eq(smsMessages.id, id));
  return r!.s;
};

describe(`SMS queue (${ctx.database.kind})`, () => {
  it('sends at once through the app queue to the outbox, in the JSON the tests and developers read', async () => {
    const sms = message();
    const id = await ctx.app.sms.send(sms);
    const written = readOutbox(ctx.dataDir).filter((m) => m.to === sms.to);
    expect(written).toEqual([
      expect.objectContaining({ channel: 'sms', to: sms.to, subject: 'SMS', text: sms.text, html: null }),
    ]);
    expect(await row(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      provider: 'outbox',
      providerMessageId: expect.stringMatching(/-sms-/),
      lastError: null,
    });
    expect((await row(id)).sentAt).toBeInstanceOf(Date);
  });

  it('enqueues a message meant once only once, however often it is asked', async () => {
    const { sender, sent } = scriptedSender();
    const queue = queueWith(sender);
    const dedupeKey = `reminder:${nextPhone()}`;
    const first = await queue.send(message({ dedupeKey }));
    const again = await Promise.all([1, 2, 3].map(() => queue.send(message({ dedupeKey }))));
    expect(first).not.toBeNull();
    expect(again).toEqual([null, null, null]);
    expect(sent).toHaveLength(1);
    expect(await db.select().from(smsMessages).where(eq(smsMessages.dedupeKey, dedupeKey))).toHaveLength(1);
  });

  it('enqueues with the transaction of the change it tells about: rolled back, nothing is sent', async () => {
    const { sender, sent } = scriptedSender();
    const queue = queueWith(sender);
    const sms = message();
    await expect(
      db.transaction(async (tx) => {
        await queue.enqueue(tx, sms);
        throw new Error('the booking change failed');
      }),
    ).rejects.toThrow('the booking change failed');
    expect(await db.select().from(smsMessages).where(eq(smsMessages.to, sms.to))).toEqual([]);
    const id = await db.transaction((tx) => queue.enqueue(tx, sms));
    await queue.deliver([id, null]);
    expect(sent).toEqual([{ to: sms.to, text: sms.text }]);
    expect((await row(id)).status).toBe('sent');
  });

  it('tries again a failed message after a growing wait, and the job sends it once due', async () => {
    const { sender, sent } = scriptedSender('retryable', 'retryable', 'ok');
    const queue = queueWith(sender);
    const id = await queue.send(message());
    expect(await row(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'provider said retryable',
    });
    expect(await secondsUntil(id!)).toBeGreaterThan(retryDelaySeconds(1) - 5);
    await queue.deliverDue();
    expect(sent).toHaveLength(1);

    await makeDue(id!);
    await queue.deliverDue();
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 2 });
    expect(await secondsUntil(id!)).toBeGreaterThan(retryDelaySeconds(2) - 5);
    expect(retryDelaySeconds(2)).toBe(4 * retryDelaySeconds(1));

    await makeDue(id!);
    await queue.deliverDue();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3, providerMessageId: 'id-3' });
    expect(sent).toHaveLength(3);
  });

  it('gives up at once on a permanent refusal, and after the last attempt otherwise; both stay listed', async () => {
    const refused = queueWith(scriptedSender('permanent').sender);
    const rejected = await refused.send(message());
    expect(await row(rejected)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'provider said permanent',
    });

    const { sender, sent } = scriptedSender(...Array<'retryable'>(SMS_MAX_ATTEMPTS).fill('retryable'));
    const queue = queueWith(sender);
    const id = await queue.send(message());
    for (let i = 1; i < SMS_MAX_ATTEMPTS; i++) {
      await makeDue(id!);
      await queue.deliverDue();
    }
    expect(sent).toHaveLength(SMS_MAX_ATTEMPTS);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: SMS_MAX_ATTEMPTS });
    await makeDue(id!);
    await queue.deliverDue();
    expect(sent).toHaveLength(SMS_MAX_ATTEMPTS);
  });

  it('does not send a message past its expiry: it fails as too late', async () => {
    const { sender, sent } = scriptedSender('retryable');
    const queue = queueWith(sender);
    const id = await queue.send(message({ expiresAt: new Date(Date.now() + 60_000) }));
    await db
      .update(smsMessages)
      .set({ expiresAt: sql`now() - interval '1 second'`, nextAttemptAt: sql`now()` })
      .where(eq(smsMessages.id, id!));
    await queue.deliverDue();
    expect(sent).toHaveLength(1);
    expect(await row(id)).toMatchObject({
      status: 'failed',
      lastError: 'provider said retryable; too late to send',
    });
  });

  it('takes back a message whose worker died mid-send once its lease is over, and gives up on the last try', async () => {
    const { sender, sent } = scriptedSender();
    const queue = queueWith(sender);
    const orphan = await queue.enqueue(db, message());
    const [claimed] = await smsRepository.claim(db, {
      ids: [orphan!],
      limit: 1,
      leaseSeconds: 120,
      maxAttempts: SMS_MAX_ATTEMPTS,
    });
    expect(claimed).toMatchObject({ status: 'sending', attempts: 1 });
    await queue.deliverDue();
    expect(sent).toHaveLength(0);

    await makeDue(orphan!);
    await queue.deliverDue();
    expect(await row(orphan)).toMatchObject({ status: 'sent', attempts: 2 });
    // The dead worker's late report changes nothing.
    await smsRepository.markFailed(db, claimed!, { provider: 'outbox', error: 'late' });
    expect((await row(orphan)).status).toBe('sent');

    const last = await queue.enqueue(db, message());
    await db
      .update(smsMessages)
      .set({ status: 'sending', attempts: SMS_MAX_ATTEMPTS })
      .where(eq(smsMessages.id, last!));
    await queue.deliverDue();
    expect(await row(last)).toMatchObject({
      status: 'failed',
      lastError: 'the last try never reported back',
    });
  });

  it('erases a sensitive text once sent or given up', async () => {
    const sent = await queueWith(scriptedSender('ok').sender).send(message({ sensitive: true }));
    const failed = await queueWith(scriptedSender('permanent').sender).send(message({ sensitive: true }));
    expect(await row(sent)).toMatchObject({ status: 'sent', text: '' });
    expect(await row(failed)).toMatchObject({ status: 'failed', text: '' });
  });

  it('two workers sending the due messages at the same time send each exactly once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push((await ctx.app.sms.enqueue(db, message({ kind: 'race' })))!);
    const seen: string[] = [];
    const slowSender: SmsSender = {
      name: 'outbox',
      async send(sms) {
        seen.push(sms.to);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return { providerMessageId: null };
      },
    };
    const [a, b] = await Promise.all([
      queueWith(slowSender).deliverDue(),
      queueWith(slowSender).deliverDue(),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(ids.length);
    const ours = await db.select().from(smsMessages).where(eq(smsMessages.kind, 'race'));
    expect(ours.map((r) => r.status)).toEqual(ids.map(() => 'sent'));
    expect(ours.every((r) => r.attempts === 1)).toBe(true);
    const raced = new Set(ours.map((r) => r.to));
    const sentOfOurs = seen.filter((to) => raced.has(to));
    expect(sentOfOurs).toHaveLength(ids.length);
    expect(new Set(sentOfOurs).size).toBe(ids.length);
  });

  // A claim held open on one connection while another claims: the second neither waits nor takes the same rows.
  // PGlite has one connection, where the second claim would wait for the first transaction to end.
  it.runIf(ctx.database.kind === 'postgres')(
    'a claim in progress is skipped by another worker, not waited for nor repeated',
    async () => {
      const ids: string[] = [];
      for (let i = 0; i < 8; i++) ids.push((await ctx.app.sms.enqueue(db, message()))!);
      const options = { ids, leaseSeconds: 120, maxAttempts: SMS_MAX_ATTEMPTS };
      await db.transaction(async (tx) => {
        const first = await smsRepository.claim(tx, { ...options, limit: 5 });
        const second = await smsRepository.claim(db, { ...options, limit: 8 });
        expect(first).toHaveLength(5);
        expect(second).toHaveLength(3);
        expect(second.filter((r) => first.some((f) => f.id === r.id))).toEqual([]);
      });
    },
  );
});
