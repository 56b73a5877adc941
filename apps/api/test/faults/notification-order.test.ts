import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { readDetails } from '../../src/modules/payments/payment-details';
import { bookingRequest, createTrip, inDays } from '../factories';
import { CINETPAY_ENV, startFakeCinetpay } from '../fakes/fake-cinetpay';
import { createTestApp, readOutbox, signUp } from '../helper';
import { heldSeats, latestPayment, readBooking, readPayment } from '../payment-factories';

/**
 * Notifications replayed, duplicated at once, or arriving out of order. A booking is
 * confirmed at most once, with one ticket, and never after its traveller cancelled it. Also covered in
 * process: providers/cinetpay.test.ts ('a replay changes nothing') and sandbox-payments.test.ts ('never
 * revives a booking its traveller cancelled').
 */
const cinetpay = await startFakeCinetpay();
// The fake answers from this busy process: no provider fault is tested here, so its calls get time enough.
const ctx = await createTestApp({
  ...CINETPAY_ENV,
  CINETPAY_BASE_URL: `${cinetpay.url}/`,
  PAYMENT_TIMEOUT_MS: '10000',
});
const { app } = ctx;
const db = ctx.database.db;

/** A traveller with a booking of one seat three days ahead (cancellable), and its CinetPay payment started. */
async function paying(seat: number) {
  const { trip } = await createTrip(db, { departureDate: inDays(3) });
  const traveller = await signUp(app);
  const email = `awa.${Math.random().toString(36).slice(2, 10)}@example.ci`;
  const body = bookingRequest(trip, [seat]);
  const booked = await app.inject({
    method: 'POST',
    url: '/api/travel/bookings',
    headers: traveller.auth,
    payload: { ...body, passengerDetails: { ...body.passengerDetails, email } },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const bookingId = booked.json().data._id as string;
  const initiated = await app.inject({
    method: 'POST',
    url: '/api/payment/initiate',
    headers: traveller.auth,
    payload: { bookingId },
  });
  expect(initiated.statusCode, initiated.body).toBe(200);
  const { token } = await latestPayment(db, bookingId);
  return { traveller, bookingId, token, email };
}

function notify(token: string, overrides: Record<string, string> = {}) {
  const { form, xToken } = cinetpay.notification(token, overrides);
  return app.inject({
    method: 'POST',
    url: '/api/payment/notify/cinetpay',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-token': xToken },
    payload: form,
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const confirmations = (bookingId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'booking.confirmed'), eq(auditLog.entityId, bookingId)));
const mailsTo = (email: string) => readOutbox(ctx.dataDir).filter((m) => m.to === email);

describe('replayed and reordered notifications', () => {
  it('one acceptance notified ten times at once, then again later: confirmed once, one ticket', async () => {
    const { bookingId, token, email } = await paying(1);
    cinetpay.settle(token, 'ACCEPTED');
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect((await notify(token)).statusCode).toBe(200);

    expect((await readBooking(db, bookingId)).status).toBe('confirmed');
    expect(await confirmations(bookingId)).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('a refusal notified after the acceptance changes nothing', async () => {
    const { bookingId, token, email } = await paying(2);
    cinetpay.settle(token, 'ACCEPTED');
    expect((await notify(token)).statusCode).toBe(200);
    // The notification of an earlier, refused attempt arrives last, and the provider's answer has changed too.
    cinetpay.settle(token, 'REFUSED');
    expect((await notify(token, { cpm_error_message: 'PAYMENT_FAILED' })).statusCode).toBe(200);

    expect((await readPayment(db, token)).status).toBe('success');
    expect((await readBooking(db, bookingId)).status).toBe('confirmed');
    expect(await confirmations(bookingId)).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('an acceptance notified after the traveller cancelled confirms nothing and flags a refund', async () => {
    const { traveller, bookingId, token, email } = await paying(3);
    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/travel/bookings/${bookingId}/status`,
      headers: traveller.auth,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    cinetpay.settle(token, 'ACCEPTED');
    expect((await notify(token)).statusCode).toBe(200);
    expect((await notify(token)).statusCode).toBe(200);

    expect((await readBooking(db, bookingId)).status).toBe('cancelled');
    expect(await heldSeats(db, bookingId)).toEqual([]);
    expect(await confirmations(bookingId)).toHaveLength(0);
    expect(readDetails((await readPayment(db, token)).details)).toMatchObject({
      refundDue: true,
      refundReason: 'booking_cancelled',
    });
    // No ticket: the only mail is the cancellation's notice (issue 16).
    expect(mailsTo(email).map((m) => m.subject)).toEqual([expect.stringMatching(/annulée$/)]);
  });

  it('a cancellation and an acceptance at the same moment: whichever wins, never confirmed after cancelled', async () => {
    const started = [];
    for (const seat of [4, 5, 6, 7, 8]) started.push(await paying(seat));
    // The notification leaves first, the cancellation 0 to 200 ms later, so that either may take the lock first.
    const runs = await Promise.all(
      started.map(async ({ traveller, bookingId, token }, i) => {
        cinetpay.settle(token, 'ACCEPTED');
        const [notified, cancel] = await Promise.all([
          notify(token),
          sleep(i * 50).then(() =>
            app.inject({
              method: 'PUT',
              url: `/api/travel/bookings/${bookingId}/status`,
              headers: { ...traveller.auth, 'accept-language': 'en' },
              payload: { status: 'cancelled' },
            }),
          ),
        ]);
        return { bookingId, token, cancel, notified };
      }),
    );
    for (const { bookingId, token, cancel, notified } of runs) {
      expect(notified.statusCode).toBe(200);
      expect(cancel.statusCode, cancel.body).toBe(200);
      const booking = await readBooking(db, bookingId);
      expect(booking.status).toBe('cancelled');
      expect(await heldSeats(db, bookingId)).toEqual([]);
      const confirmed = await confirmations(bookingId);
      const details = readDetails((await readPayment(db, token)).details);
      if (confirmed.length === 0) {
        // The cancellation came first: an unpaid booking abandoned, then the money is owed back.
        expect(cancel.json().message).toBe('Booking cancelled');
        expect(details).toMatchObject({ refundDue: true, refundReason: 'booking_cancelled' });
      } else {
        // The confirmation came first, then the cancellation, with the refund of the cancellation policy.
        expect(confirmed).toHaveLength(1);
        expect(cancel.json().message).toMatch(/will be refunded/);
        expect(details.refundDue).toBeUndefined();
      }
    }
    const cancelledFirst = runs.filter((r) => r.cancel.json().message === 'Booking cancelled').length;
    console.info(`notification-order: ${cancelledFirst} of ${runs.length} races won by the cancellation`);
  });
});
