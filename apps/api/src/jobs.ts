import type { App } from './app';
import { todayInAbidjan } from './lib/time';
import { sweepHolds } from './modules/bookings/hold-sweeper';
import { sendReminders } from './modules/reminders/send-reminders';
import { createPaymentContext } from './modules/payments/payment-context';
import { reconcilePendingPayments } from './modules/payments/reconcile-pending-payments';
import { forgetOldAttempts } from './modules/users/password-attempts';
import { generateComingTrips } from './modules/timetables/generate-coming-trips';
import { ussdSessionRepository } from './modules/ussd/session-repository';

const HOUR = 3_600_000;

/**
 * Periodic work, run by every API instance without coordination (docs/DEPLOY.md says why each is safe):
 * - the hold sweeper is one statement per step that skips the rows another instance has locked;
 * - the payment reconciliation claims its batch with SKIP LOCKED and settles each payment under its row lock,
 *   where a payment already settled changes nothing;
 * - the SMS sender claims its batch with SKIP LOCKED and holds each message by a lease (modules/sms);
 * - forgetting old sign-in attempts is one DELETE of rows nobody uses any more;
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
  void every(6 * HOUR, 'generate-trips', () =>
    generateComingTrips(app.db, todayInAbidjan(), { refreshStatistics: app.database.kind === 'pglite' }),
  )();
  const notices = { mailer: app.mailer, sms: app.sms, log: app.log, publicUrl: app.config.PUBLIC_URL };
  void every(30_000, 'sweep-holds', () => sweepHolds(app.db, notices))();
  // Reminders the evening before and 3 h before departure: each is one SMS row keyed per booking and kind, so
  // instances sweeping at once queue it once (modules/reminders).
  void every(5 * 60_000, 'send-reminders', () => sendReminders(app.db, notices));
  // Payments whose notification never came are settled with the provider's status API (DESIGN §5).
  const payments = createPaymentContext(app);
  void every(60_000, 'reconcile-payments', () => reconcilePendingPayments(payments));
  // The SMS queue's safety net: each SMS is tried as soon as it is enqueued; this retries the failed ones and
  // sends what an instance enqueued before it died.
  void every(30_000, 'send-sms', () => app.sms.deliverDue());
  // Sign-in attempts of unknown identifiers pile up otherwise (modules/users/password-attempts.ts).
  void every(HOUR, 'forget-password-attempts', () => forgetOldAttempts(app.db));
  // USSD sessions over for an hour (modules/ussd): kept that long so that a late retry still reads "expired".
  void every(HOUR, 'forget-ussd-sessions', () => ussdSessionRepository.forgetExpired(app.db));
  return { stop: () => timers.forEach(clearInterval) };
}
