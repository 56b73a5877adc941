import type { App } from './app';
import { todayInAbidjan } from './lib/time';
import { generateTrips } from './modules/timetables/generate-trips';
import { sweepHolds } from './modules/bookings/hold-sweeper';
import { createPaymentContext } from './modules/payments/payment-context';
import { reconcilePendingPayments } from './modules/payments/reconcile-pending-payments';

const HOUR = 3_600_000;

/**
 * Periodic work. Every job is a single idempotent statement (or guarded by row locks), so each API instance may
 * run them all without coordination.
 */
export function startJobs(app: App) {
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, name: string, job: () => Promise<unknown>) => {
    const run = () => job().catch((err: unknown) => app.log.warn({ err, job: name }, 'job failed'));
    timers.push(setInterval(run, ms).unref());
    return run;
  };
  void every(6 * HOUR, 'generate-trips', () => generateTrips(app.db, todayInAbidjan()))();
  void every(30_000, 'sweep-holds', () => sweepHolds(app.db))();
  // Payments whose notification never came are settled with the provider's status API (DESIGN §5).
  const payments = createPaymentContext(app);
  void every(60_000, 'reconcile-payments', () => reconcilePendingPayments(payments));
  return { stop: () => timers.forEach(clearInterval) };
}
