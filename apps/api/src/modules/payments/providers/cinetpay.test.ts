import { describe, expect, it } from 'vitest';
import { CINETPAY_ENV, startFakeCinetpay } from '../../../../test/fakes/fake-cinetpay';
import { createTestApp, readOutbox } from '../../../../test/helper';
import {
  initiate,
  latestPayment,
  readBooking,
  readPayment,
  travellerWithBooking,
} from '../../../../test/payment-factories';

const cinetpay = await startFakeCinetpay();
const ctx = await createTestApp({ ...CINETPAY_ENV, CINETPAY_BASE_URL: `${cinetpay.url}/` });
const { app } = ctx;
const db = ctx.database.db;

const checks = (token: string) =>
  cinetpay.state.requests.filter(
    (r) => r.path === '/v2/payment/check' && (r.body as { transaction_id: string }).transaction_id === token,
  ).length;

/** A traveller whose booking total (10 661 F CFA) is not a multiple of 5, with a CinetPay payment started. */
async function started() {
  const email = `awa.${Math.random().toString(36).slice(2, 10)}@example.ci`;
  const setup = await travellerWithBooking(ctx, {
    seats: [7],
    trip: { price: 10_010 },
    passenger: { email },
  });
  const res = await initiate(ctx, setup.traveller.auth, setup.booking.id);
  expect(res.statusCode, res.body).toBe(200);
  const payment = await latestPayment(db, setup.booking.id);
  return { ...setup, email, res, payment, token: payment.token };
}

function notify(form: string, xToken: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/notify/cinetpay',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-token': xToken },
    payload: form,
  });
}

describe('CinetPay', () => {
  it('initiates a checkout v2 payment with the documented fields', async () => {
    const { res, booking, token } = await started();
    expect(booking.totalPrice).toBe(10_661);
    expect(res.json().paymentUrl).toBe(`https://checkout.cinetpay.test/payment/${token}`);
    const request = cinetpay.state.requests.find(
      (r) => r.path === '/v2/payment' && (r.body as { transaction_id: string }).transaction_id === token,
    )!;
    expect(request.method).toBe('POST');
    expect(request.body).toMatchObject({
      apikey: CINETPAY_ENV.CINETPAY_API_KEY,
      site_id: CINETPAY_ENV.CINETPAY_SITE_ID,
      transaction_id: token,
      amount: 10_660,
      currency: 'XOF',
      channels: 'ALL',
      notify_url: 'http://localhost:3000/api/payment/notify/cinetpay',
      return_url: `http://localhost:3000/confirmation-paiement/${token}?bookingId=${booking.id}`,
      description: `Billet Gbaka ${booking.reference}`,
      customer_name: 'Awa',
      customer_surname: 'Koné',
      customer_phone_number: '0701020304',
    });
    expect((request.body as { amount: number }).amount % 5).toBe(0);
    expect((await readPayment(db, token)).providerReference).toBe(`pt-${token.slice(0, 10)}`);
  });

  it('confirms on a signed notification once /v2/payment/check says ACCEPTED; a replay changes nothing', async () => {
    const { booking, token, email } = await started();
    cinetpay.settle(token, 'ACCEPTED');
    const { form, xToken } = cinetpay.notification(token);
    const res = await notify(form, xToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(checks(token)).toBe(1);
    expect((await readBooking(db, booking.id)).status).toBe('confirmed');
    expect(await readPayment(db, token)).toMatchObject({ status: 'success', method: 'orange_money' });

    const replay = await notify(form, xToken);
    expect(replay.statusCode).toBe(200);
    expect(checks(token)).toBe(1);
    expect(readOutbox(ctx.dataDir).filter((m) => m.to === email)).toHaveLength(1);
  });

  it('refuses a forged x-token without asking anything', async () => {
    const { booking, token } = await started();
    cinetpay.settle(token, 'ACCEPTED');
    const { form } = cinetpay.notification(token);
    expect((await notify(form, 'f'.repeat(64))).statusCode).toBe(400);
    expect((await notify(form, '')).statusCode).toBe(400);
    const tampered = cinetpay.notification(token);
    expect(
      (await notify(tampered.form.replace('cpm_trans_date=', 'cpm_trans_date=1'), tampered.xToken))
        .statusCode,
    ).toBe(400);
    expect(checks(token)).toBe(0);
    expect((await readBooking(db, booking.id)).status).toBe('pending_payment');
  });

  it('refuses a notification for another amount, and a check that reports another amount confirms nothing', async () => {
    const { booking, token } = await started();
    cinetpay.settle(token, 'ACCEPTED');
    const cheap = cinetpay.notification(token, { cpm_amount: '100' });
    expect((await notify(cheap.form, cheap.xToken)).statusCode).toBe(400);
    const otherCurrency = cinetpay.notification(token, { cpm_currency: 'USD' });
    expect((await notify(otherCurrency.form, otherCurrency.xToken)).statusCode).toBe(400);
    const otherSite = cinetpay.notification(token, { cpm_site_id: '999' });
    expect((await notify(otherSite.form, otherSite.xToken)).statusCode).toBe(400);
    expect(checks(token)).toBe(0);

    cinetpay.settle(token, 'ACCEPTED', { amount: 100 });
    const honest = cinetpay.notification(token, { cpm_amount: '10660' });
    expect((await notify(honest.form, honest.xToken)).statusCode).toBe(200);
    expect((await readPayment(db, token)).status).toBe('pending');
    expect((await readBooking(db, booking.id)).status).toBe('pending_payment');
  });

  it('WAITING_FOR_CUSTOMER stays pending; REFUSED fails the payment, not the booking', async () => {
    const { booking, token } = await started();
    const waiting = cinetpay.notification(token, { cpm_error_message: 'WAITING_CUSTOMER_PAYMENT' });
    expect((await notify(waiting.form, waiting.xToken)).statusCode).toBe(200);
    expect((await readPayment(db, token)).status).toBe('pending');

    cinetpay.settle(token, 'REFUSED');
    const refused = cinetpay.notification(token, { cpm_error_message: 'PAYMENT_FAILED' });
    expect((await notify(refused.form, refused.xToken)).statusCode).toBe(200);
    expect((await readPayment(db, token)).status).toBe('failed');
    expect((await readBooking(db, booking.id)).status).toBe('pending_payment');
  });

  it('answers 200 to the GET ping, and serves no sandbox page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/payment/notify/cinetpay' });
    expect(res.statusCode).toBe(200);
    const { token } = await started();
    expect((await app.inject({ method: 'GET', url: `/api/payment/sandbox/${token}` })).statusCode).toBe(404);
    const forged = await app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${token}/complete`,
      payload: { outcome: 'success', method: 'card' },
    });
    expect(forged.statusCode).toBe(404);
    expect((await readPayment(db, token)).status).toBe('pending');
  });

  it('check-status heals a lost notification', async () => {
    const { booking, token } = await started();
    cinetpay.settle(token, 'ACCEPTED');
    const res = await app.inject({ method: 'GET', url: `/api/payment/check-status/${token}` });
    expect(res.json()).toEqual({ success: true, status: 'success', bookingId: booking.id });
  });

  it('leaves the payment pending when CinetPay times out or answers garbage', async () => {
    const { booking, token } = await started();
    cinetpay.settle(token, 'ACCEPTED');
    try {
      cinetpay.state.mode = 'hang';
      const began = Date.now();
      const slow = await app.inject({ method: 'GET', url: `/api/payment/check-status/${token}` });
      expect(slow.json()).toMatchObject({ status: 'pending' });
      expect(Date.now() - began).toBeLessThan(5_000);
      cinetpay.state.mode = 'garbage';
      const { form, xToken } = cinetpay.notification(token);
      expect((await notify(form, xToken)).statusCode).toBe(200);
      expect((await readBooking(db, booking.id)).status).toBe('pending_payment');

      cinetpay.state.mode = 'normal';
      const again = await started();
      cinetpay.state.mode = 'hang';
      const refused = await initiate(ctx, again.traveller.auth, again.booking.id);
      expect(refused.statusCode).toBe(503);
      expect((await latestPayment(db, again.booking.id)).status).toBe('failed');
    } finally {
      cinetpay.state.mode = 'normal';
    }
    expect(
      (await app.inject({ method: 'GET', url: `/api/payment/check-status/${token}` })).json().status,
    ).toBe('success');
  });
});
