import { sql } from 'drizzle-orm';
import type { App } from './app';
import type { Db } from './db/client';
import { todayInAbidjan } from './lib/time';
import { generateTrips } from './modules/timetables/generate-trips';
import { sweepHolds } from './modules/bookings/hold-sweeper';
import { createPaymentContext } from './modules/payments/payment-context';
import { reconcilePendingPayments } from './modules/payments/reconcile-pending-payments';

const HOUR = 3_600_000;
/** The advisory lock key of the trip generator: any constant, the same in every instance ("trips" in ASCII). */
const GENERATE_TRIPS_LOCK_KEY = 0x7472697073;

/**
 * Periodic work, run by every API instance without coordination (docs/DEPLOY.md says why each is safe):
 * - the hold sweeper is one statement per step that skips the rows another instance has locked;
 * - the payment reconciliation claims its batch with SKIP LOCKED and settles each payment under its row lock,
 *   where a payment already settled changes nothing;
 * - the SMS sender claims its batch with SKIP LOCKED and holds each message by a lease (modules/sms);
 * - the trip generator is idempotent (ON CONFLICT DO NOTHING) and runs under a transaction-level advisory lock,
 *   so one instance generates while the others skip the round instead of waiting on each other's rows.
 */
export function startJobs(app: App) {
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, name: string, job: () => Promise<unknown>) => {
    const run = () => job().catch((err: unknown) => app.log.warn({ err, job: name }, 'job failed'));
    timers.push(setInterval(run, ms).unref());
    return run;
  };
  void every(6 * HOUR, 'generate-trips', async () => {
    await generateTripsOnce(app.db, todayInAbidjan());
    // PGlite has no autovacuum to keep the planner's statistics: without them, planning a trip detail took 5.8 ms
    // instead of 0.9 ms (docs/BENCHMARKS.md). PostgreSQL analyses by itself.
    if (app.database.kind === 'pglite') await app.db.execute(sql`analyze`);
  })();
  void every(30_000, 'sweep-holds', () => sweepHolds(app.db))();
  // Payments whose notification never came are settled with the provider's status API (DESIGN §5).
  const payments = createPaymentContext(app);
  void every(60_000, 'reconcile-payments', () => reconcilePendingPayments(payments));
  // The SMS queue's safety net: each SMS is tried as soon as it is enqueued; this retries the failed ones and
  // sends what an instance enqueued before it died.
  void every(30_000, 'send-sms', () => app.sms.deliverDue());
  return { stop: () => timers.forEach(clearInterval) };
}

/** Generates the coming trips unless another instance is doing it right now; null when skipped. */
export async function generateTripsOnce(db: Db, today: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${GENERATE_TRIPS_LOCK_KEY}) as locked`,
    );
    if (!result.rows[0]?.locked) return null;
    return generateTrips(tx, today);
  });
}
