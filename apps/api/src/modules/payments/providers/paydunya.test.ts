import { describe, expect, it } from 'vitest';
import { PAYDUNYA_ENV, startFakePaydunya } from '../../../../test/fakes/fake-paydunya';
import { createTestApp } from '../../../../test/helper';
import {
  initiate,
  latestPayment,
  readBooking,
  readPayment,
  travellerWithBooking,
} from '../../../../test/payment-factories';

const paydunya = await startFakePaydunya();
const ctx = await createTestApp({ ...PAYDUNYA_ENV, PAYDUNYA_BASE_URL: paydunya.url });
const { app } = ctx;
const db = ctx.database.db;

const confirms = (invoiceToken: string) =>
  paydunya.state.requests.filter((r) => r.path === `/checkout-invoice/confirm/${invoiceToken}`).length;

async function started() {
  const setup = await travellerWithBooking(ctx);
  const res = await initiate(ctx, setup.traveller.auth, setup.booking.id);
  expect(res.statusCode, res.body).toBe(200);
  const payment = await latestPayment(db, setup.booking.id);
  return { ...setup, res, token: payment.token, invoice: payment.providerReference! };
}

const ipn = (form: string) =>
  app.inject({
    method: 'POST',
    url: '/api/payment/notify/paydunya',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });

describe('PayDunya', () => {
  it('creates a checkout invoice and sends the payer to its URL', async () => {
    const { res, booking, token, invoice } = await started();
    expect(invoice).toMatch(/^test_/);
    expect(res.json().paymentUrl).toBe(`https://paydunya.test/sandbox-checkout/invoice/${invoice}`);
    const request = paydunya.state.requests.find((r) => r.path === '/checkout-invoice/create')!;
    expect(request.headers['paydunya-master-key']).toBe(PAYDUNYA_ENV.PAYDUNYA_MASTER_KEY);
    const created = paydunya.state.requests
      .filter((r) => r.path === '/checkout-invoice/create')
      .map((r) => r.body as Record<string, Record<string, unknown>>)
      .find((b) => b.custom_data!.token === token)!;
    expect(created).toMatchObject({
      invoice: { total_amount: booking.totalPrice, description: `Billet Gbaka ${booking.reference}` },
      store: { name: 'Gbaka' },
      actions: {
        callback_url: 'http://localhost:3000/api/payment/notify/paydunya',
        return_url: `http://localhost:3000/confirmation-paiement/${token}?bookingId=${booking.id}`,
      },
      custom_data: { token, booking_id: booking.id },
    });
  });

  it('confirms on an IPN with the right hash once checkout-invoice/confirm says completed', async () => {
    const { booking, token, invoice } = await started();
    paydunya.invoices.get(invoice)!.status = 'completed';
    const res = await ipn(paydunya.ipn(invoice));
    expect(res.statusCode, res.body).toBe(200);
    expect(confirms(invoice)).toBe(1);
    expect((await readBooking(db, booking.id)).status).toBe('confirmed');
    expect((await readPayment(db, token)).status).toBe('success');
    // Replayed: nothing to do, PayDunya is not even asked again.
    expect((await ipn(paydunya.ipn(invoice))).statusCode).toBe(200);
    expect(confirms(invoice)).toBe(1);
  });

  it('refuses an IPN with a wrong hash, or naming another payment, without confirming anything', async () => {
    const { booking, invoice } = await started();
    const other = await started();
    paydunya.invoices.get(invoice)!.status = 'completed';
    expect((await ipn(paydunya.ipn(invoice, { 'data[hash]': 'a'.repeat(128) }))).statusCode).toBe(400);
    expect((await ipn(paydunya.ipn(invoice, { 'data[hash]': '' }))).statusCode).toBe(400);
    expect((await ipn(paydunya.ipn(invoice, { 'data[custom_data][token]': other.token }))).statusCode).toBe(
      400,
    );
    expect(confirms(invoice)).toBe(0);
    expect((await readBooking(db, booking.id)).status).toBe('pending_payment');
  });

  it('trusts the confirm call, not the IPN: a pending invoice stays pending whatever the IPN says', async () => {
    const { booking, token, invoice } = await started();
    const res = await ipn(paydunya.ipn(invoice, { 'data[status]': 'completed' }));
    expect(res.statusCode).toBe(200);
    expect(confirms(invoice)).toBe(1);
    expect((await readPayment(db, token)).status).toBe('pending');
    expect((await readBooking(db, booking.id)).status).toBe('pending_payment');

    // Completed for another amount: still not confirmed.
    Object.assign(paydunya.invoices.get(invoice)!, { status: 'completed', totalAmount: 100 });
    await ipn(paydunya.ipn(invoice, { 'data[invoice][total_amount]': String(booking.totalPrice) }));
    expect((await readPayment(db, token)).status).toBe('pending');
  });

  it('a cancelled invoice cancels the payment; check-status heals a lost IPN', async () => {
    const cancelled = await started();
    paydunya.invoices.get(cancelled.invoice)!.status = 'cancelled';
    const status = await app.inject({ method: 'GET', url: `/api/payment/check-status/${cancelled.token}` });
    expect(status.json()).toMatchObject({ status: 'cancelled' });

    const paid = await started();
    paydunya.invoices.get(paid.invoice)!.status = 'completed';
    const healed = await app.inject({ method: 'GET', url: `/api/payment/check-status/${paid.token}` });
    expect(healed.json()).toEqual({ success: true, status: 'success', bookingId: paid.booking.id });
  });

  it('leaves the payment pending when PayDunya does not answer', async () => {
    const { booking, token, invoice } = await started();
    paydunya.invoices.get(invoice)!.status = 'completed';
    try {
      paydunya.state.mode = 'hang';
      expect((await ipn(paydunya.ipn(invoice))).statusCode).toBe(200);
      expect((await readPayment(db, token)).status).toBe('pending');
      expect((await readBooking(db, booking.id)).status).toBe('pending_payment');
    } finally {
      paydunya.state.mode = 'normal';
    }
  });
});
