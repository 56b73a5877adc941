import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { auditLog } from '../../src/db/schema';
import { createPaymentContext } from '../../src/modules/payments/payment-context';
import { reconcilePendingPayments } from '../../src/modules/payments/reconcile-pending-payments';
import { bookingRequest, createTrip } from '../factories';
import { CINETPAY_ENV, startFakeCinetpay } from '../fakes/fake-cinetpay';
import { readOutbox } from '../helper';
import { latestPayment, readBooking } from '../payment-factories';
import { SHARED_ENV, sleep, startApi } from './support/api-process';
import { connect, createScratchDatabase, postgresSkipReason } from './support/databases';
import { call, insertTravellers } from './support/travellers';

/**
 * A process killed mid-notification: CinetPay has accepted the payment and notifies us, and the API process dies (SIGKILL)
 * while it handles the notification, before anything is recorded. After a restart, the provider's retried
 * notification, the payer's confirmation page (check-status) and the reconciliation job of another instance
 * all race to settle it: the booking is confirmed exactly once, with one ticket.
 */
const skip = postgresSkipReason();
if (skip) console.warn(`killed-before-notification: skipped, ${skip}`);

// Started here, not in the test: its own clean-up hook is registered as the file loads.
const cinetpay = await startFakeCinetpay();

describe.skipIf(skip)('API killed between the acceptance and its notification', () => {
  it('is confirmed exactly once after the restart', async () => {
    const { url } = await createScratchDatabase('killed');
    // Long enough for the status check to hang until the kill.
    const env = {
      ...CINETPAY_ENV,
      CINETPAY_BASE_URL: `${cinetpay.url}/`,
      PAYMENT_TIMEOUT_MS: '20000',
      DATABASE_URL: url,
      SEED: 'none',
    };
    const first = await startApi(env);
    const database = await connect(url);
    const db = database.db;
    const { trip } = await createTrip(db, { totalSeats: 30 });
    const [traveller] = await insertTravellers(db, 1);
    const booked = await call(first.url, 'POST', '/api/travel/bookings', {
      auth: traveller!.auth,
      body: bookingRequest(trip, [5]),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const bookingId = (booked.body.data as { _id: string })._id;
    const initiated = await call(first.url, 'POST', '/api/payment/initiate', {
      auth: traveller!.auth,
      body: { bookingId },
    });
    expect(initiated.status, JSON.stringify(initiated.body)).toBe(200);
    const { token } = await latestPayment(db, bookingId);

    // The payer approves; CinetPay notifies, and the status check our API makes hangs until the process dies.
    cinetpay.settle(token, 'ACCEPTED');
    cinetpay.state.mode = 'hang';
    const notification = cinetpay.notification(token);
    const notify = (baseUrl: string) =>
      fetch(`${baseUrl}/api/payment/notify/cinetpay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-token': notification.xToken },
        body: notification.form,
        signal: AbortSignal.timeout(30_000),
      });
    const lost = notify(first.url).then(
      (res) => `answered ${res.status}`,
      () => 'connection lost',
    );
    const checking = () =>
      cinetpay.state.requests.some(
        (r) =>
          r.path === '/v2/payment/check' && (r.body as { transaction_id?: string }).transaction_id === token,
      );
    for (let waited = 0; !checking() && waited < 20_000; waited += 50) await sleep(50);
    expect(checking()).toBe(true);
    await first.kill();
    expect(await lost).toBe('connection lost');
    expect((await latestPayment(db, bookingId)).status).toBe('pending');
    expect((await readBooking(db, bookingId)).status).toBe('pending_payment');

    cinetpay.state.mode = 'normal';
    const began = Date.now();
    const second = await startApi(env, { dataDir: first.dataDir });
    console.info(`killed-before-notification: restarted in ${Date.now() - began} ms`);
    // The reconciliation job, as a third instance on the same database would run it.
    const config = loadConfig({ ...SHARED_ENV, ...env, DATA_DIR: first.dataDir, LOG_LEVEL: 'silent' });
    const jobApp = await buildApp({ config, database, logger: false });
    const settled = await Promise.all([
      ...[1, 2, 3].map(() => notify(second.url).then((res) => res.status)),
      ...[1, 2, 3].map(() =>
        call(second.url, 'GET', `/api/payment/check-status/${token}`).then((a) => a.status),
      ),
      reconcilePendingPayments(createPaymentContext(jobApp), { minAgeSeconds: 0 }).then(() => 200),
    ]);
    await jobApp.close();
    expect(settled).toEqual([200, 200, 200, 200, 200, 200, 200]);

    expect((await readBooking(db, bookingId)).status).toBe('confirmed');
    expect((await latestPayment(db, bookingId)).status).toBe('success');
    const confirmations = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.confirmed'), eq(auditLog.entityId, bookingId)));
    expect(confirmations).toHaveLength(1);
    // One ticket: one mail and one SMS in the outbox both processes share.
    expect(
      readOutbox(first.dataDir)
        .map((m) => `${m.channel} ${m.to}`)
        .sort(),
    ).toEqual(['mail awa@example.ci', 'sms +2250712345678']);
    await second.stop();
  });
});
