import { apiTests } from './vitest.config.ts';

/**
 * The API tests that run a second time on a PostgreSQL server (TEST_DATABASE_URL; `npm run test:postgres`). Every
 * test file runs on PGlite, which is PostgreSQL itself: the same parser, planner, constraints and error codes. A
 * server differs in what it does with several connections and in the driver that reads its answers, so the files
 * here are those that test such things. A new test file that does belongs in this list.
 */
const onServer = [
  // Transactions at the same time, on a pool of real connections (PGlite runs one statement at a time): row locks,
  // SKIP LOCKED, unique indexes hit by two inserts at once, advisory locks.
  'src/modules/bookings/**/*.test.ts', // the seat guarantee, holds and their sweeper, cancellations
  'src/modules/payments/**/*.test.ts', // notifications racing each other, the reconciliation's batches
  'src/modules/reminders/reminders.test.ts', // two instances sending the reminders at once
  'src/modules/admin/refunds/refunds.test.ts', // two administrators recording one refund
  'src/modules/admin/timetables/timetables.test.ts', // generators running at once on every instance
  'src/modules/operator/departures/departure-changes.test.ts', // two managers cancelling one departure at once
  'src/modules/users/password-attempts.test.ts', // simultaneous sign-in guesses counted by one upsert
  'src/modules/users/phone-claim.test.ts', // one phone code used by two requests at once
  'src/modules/ussd/ussd.test.ts', // two instances answering one USSD session's steps
  'src/modules/operator/sales/sales.test.ts', // two requests with one Idempotency-Key waiting on its primary key
  'src/modules/operator/sales/after-sale.test.ts', // the web and the counter claiming one seat at once
  'src/modules/operator/drawer/drawer.test.ts', // the close of day reading the drawer inside its transaction
  'src/modules/operator/boarding/boarding.test.ts', // two conductors syncing one seat at once
  // Connections: the pool's settings, notifications from another connection, a listening connection that drops.
  'src/db/client.test.ts',
  'src/modules/health/health.test.ts',
  'src/modules/catalogue/search.test.ts',
  'src/modules/catalogue/city-pair.test.ts', // kept like a search, dropped by a booking's notification
  'src/modules/catalogue/search-days.test.ts', // its answers kept until a notification names one of its days
  // What node-postgres hands back for raw SQL: bigint and numeric as strings, where PGlite gives numbers.
  'src/modules/admin/dashboard/dashboard.test.ts',
  'src/modules/stations/stations.test.ts',
];

if (!process.env.TEST_DATABASE_URL) {
  throw new Error(
    'npm run test:postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test',
  );
}

export default apiTests(onServer);
