import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sweepHolds } from '../../src/modules/bookings/hold-sweeper';
import { readDetails } from '../../src/modules/payments/payment-details';
import { bookingRequest, createTrip } from '../factories';
import { CINETPAY_ENV, startFakeCinetpay } from '../fakes/fake-cinetpay';
import { createTestApp, signUp } from '../helper';
import { heldSeats, latestPayment, readBooking, readPayment } from '../payment-factories';

/**
 * The provider times out or answers garbage. The payment and the booking stay pending (no
 * 500, no request held longer than PAYMENT_TIMEOUT_MS), the seats are released when the hold expires, and a
 * payment the provider accepts too late never takes them back from the traveller who booked them since.
 * In-process tests of the same rules: providers/cinetpay.test.ts ('leaves the payment pending when CinetPay
 * times out or answers garbage') and sandbox-payments.test.ts ('payment after the hold expired').
 */
const cinetpay = await startFakeCinetpay();
const ctx = await createTestApp({ ...CINETPAY_ENV, CINETPAY_BASE_URL: `${cinetpay.url}/` });
const { app } = ctx;
const db = ctx.database.db;
const timeoutMs = Number(CINETPAY_ENV.PAYMENT_TIMEOUT_MS);

const inEnglish = { 'accept-language': 'en' };

describe('a provider that times out or answers garbage', () => {
  it('leaves the booking pending, frees its seats when the hold expires, and never sells them twice', async () => {
    const { trip } = await createTrip(db, { totalSeats: 20 });
    const first = await signUp(app);
    const booked = await app.inject({
      method: 'POST',
      url: '/api/travel/bookings',
      headers: first.auth,
      payload: bookingRequest(trip, [3, 4]),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().data._id as string;
    const pay = () =>
      app.inject({
        method: 'POST',
        url: '/api/payment/initiate',
        headers: { ...first.auth, ...inEnglish },
        payload: { bookingId },
      });
    expect((await pay()).statusCode).toBe(200);
    const { token } = await latestPayment(db, bookingId);
    cinetpay.settle(token, 'ACCEPTED');
    const { form, xToken } = cinetpay.notification(token);
    const notify = () =>
      app.inject({
        method: 'POST',
        url: '/api/payment/notify/cinetpay',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-token': xToken },
        payload: form,
      });
    const checkStatus = () => app.inject({ method: 'GET', url: `/api/payment/check-status/${token}` });

    try {
      for (const mode of ['hang', 'garbage'] as const) {
        cinetpay.state.mode = mode;
        const began = Date.now();
        expect((await checkStatus()).json()).toMatchObject({ success: true, status: 'pending' });
        expect((await notify()).statusCode).toBe(200);
        // Two provider calls, each cut at PAYMENT_TIMEOUT_MS at the latest.
        expect(Date.now() - began).toBeLessThan(2 * timeoutMs + 2_000);
        // A new attempt to pay meets the same provider: a localised 503, not a 500.
        const retry = await pay();
        expect(retry.statusCode).toBe(503);
        expect(retry.json()).toEqual({
          success: false,
          message: 'The payment service is not responding. Please try again in a moment.',
        });
      }
      expect((await readPayment(db, token)).status).toBe('pending');
      expect((await readBooking(db, bookingId)).status).toBe('pending_payment');
      expect(await heldSeats(db, bookingId)).toEqual([3, 4]);

      // The hold runs out while the provider is still unreachable: the sweeper frees the seats.
      await db.execute(
        sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${bookingId}`,
      );
      expect(await sweepHolds(db)).toMatchObject({ expired: 1 });
      expect(await readBooking(db, bookingId)).toMatchObject({
        status: 'cancelled',
        cancelReason: 'payment_timeout',
      });
      expect(await heldSeats(db, bookingId)).toEqual([]);
    } finally {
      cinetpay.state.mode = 'normal';
    }

    const second = await signUp(app);
    const rebooked = await app.inject({
      method: 'POST',
      url: '/api/travel/bookings',
      headers: second.auth,
      payload: bookingRequest(trip, [3, 4]),
    });
    expect(rebooked.statusCode, rebooked.body).toBe(201);

    // The provider comes back and reports the first payment accepted: money for seats sold since, so refunded.
    expect((await checkStatus()).json()).toMatchObject({ status: 'success' });
    expect((await readBooking(db, bookingId)).status).toBe('cancelled');
    expect(readDetails((await readPayment(db, token)).details)).toMatchObject({
      refundDue: true,
      refundReason: 'seats_gone',
    });
    expect(await heldSeats(db, rebooked.json().data._id)).toEqual([3, 4]);
  });
});
