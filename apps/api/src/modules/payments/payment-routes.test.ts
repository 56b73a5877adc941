import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/helper';
import {
  initiate,
  readBooking,
  readPayment,
  tokenOf,
  travellerWithBooking,
} from '../../../test/payment-factories';
import { createPaymentContext } from './payment-context';
import { createSandboxProvider } from './providers/sandbox';
import { reconcilePendingPayments } from './reconcile-pending-payments';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;

describe('POST /api/payment/initiate', () => {
  it('needs a signed-in owner', async () => {
    const { booking } = await travellerWithBooking(ctx);
    expect((await initiate(ctx, {}, booking.id)).statusCode).toBe(401);
    const stranger = await signUp(app);
    const res = await initiate(ctx, stranger.auth, booking.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Réservation introuvable');
  });

  it('validates the booking id', async () => {
    const { traveller } = await travellerWithBooking(ctx);
    expect((await initiate(ctx, traveller.auth, 'nope')).statusCode).toBe(400);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/payment/initiate',
      headers: traveller.auth,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect((await initiate(ctx, traveller.auth, '0190a0b0-0000-7000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it('refuses a booking whose hold has expired, or that is paid or cancelled (409)', async () => {
    const { traveller, booking } = await travellerWithBooking(ctx);
    await db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${booking.id}`,
    );
    const expired = await initiate(ctx, traveller.auth, booking.id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toContain('délai de paiement est dépassé');

    await db.execute(sql`update bookings set status = 'confirmed' where id = ${booking.id}`);
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payment/initiate',
      headers: { ...traveller.auth, 'accept-language': 'en' },
      payload: { bookingId: booking.id },
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({ success: false, message: 'This booking is already paid' });

    await db.execute(
      sql`update bookings set status = 'cancelled', cancel_reason = 'traveller' where id = ${booking.id}`,
    );
    expect((await initiate(ctx, traveller.auth, booking.id)).json().message).toBe(
      "Cette réservation n'est plus en attente de paiement",
    );
  });

  it('answers success, message and paymentUrl', async () => {
    const { traveller, booking } = await travellerWithBooking(ctx);
    const res = await initiate(ctx, traveller.auth, booking.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: expect.any(String),
      paymentUrl: expect.stringMatching(/^http/),
    });
    expect((await readPayment(db, tokenOf(res.json().paymentUrl))).amount).toBe(booking.totalPrice);
  });
});

describe('POST /api/payment/notify/:provider', () => {
  const post = (url: string, payload: string, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url, payload, headers });

  it('never answers 500 to garbage, and changes nothing', async () => {
    const { traveller, booking } = await travellerWithBooking(ctx);
    const token = tokenOf((await initiate(ctx, traveller.auth, booking.id)).json().paymentUrl);
    const json = { 'content-type': 'application/json' };
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const attempts = [
      post('/api/payment/notify/sandbox', '{"token": ', json),
      post('/api/payment/notify/sandbox', '[]', json),
      post('/api/payment/notify/sandbox', 'null', json),
      post(
        '/api/payment/notify/sandbox',
        JSON.stringify({ token, outcome: 'success', amount: 1, currency: 'XOF' }),
        json,
      ),
      post('/api/payment/notify/sandbox', 'cpm_trans_id=x&&&=%%%', form),
      post('/api/payment/notify/sandbox', '<xml/>', { 'content-type': 'text/xml' }),
      post('/api/payment/notify/cinetpay', `cpm_trans_id=${token}&cpm_site_id=1`, form),
      post('/api/payment/notify/paydunya', 'data[hash]=abc', form),
      post('/api/payment/notify/stripe', '{}', json),
      app.inject({ method: 'POST', url: '/api/payment/notify/sandbox' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json().success).toBe(false);
    }
    expect((await readPayment(db, token)).status).toBe('pending');
    expect((await readBooking(db, booking.id)).status).toBe('pending_payment');
  });

  it('refuses a validly signed notification that claims another amount', async () => {
    const { traveller, booking } = await travellerWithBooking(ctx);
    const token = tokenOf((await initiate(ctx, traveller.auth, booking.id)).json().paymentUrl);
    const signed = createSandboxProvider(ctx.config).signNotification({
      token,
      outcome: 'success',
      amount: booking.totalPrice - 1000,
      currency: 'XOF',
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/payment/notify/sandbox',
      headers: signed.headers as Record<string, string>,
      payload: signed.body as object,
    });
    expect(res.statusCode).toBe(400);
    expect((await readPayment(db, token)).status).toBe('pending');
  });

  it('answers the provider ping', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/payment/notify/sandbox' });
    expect(res.statusCode).toBe(200);
  });
});

describe('reconciliation job', () => {
  it('settles payments pending for more than a minute, and leaves the young ones', async () => {
    const a = await travellerWithBooking(ctx);
    const b = await travellerWithBooking(ctx);
    const old = tokenOf((await initiate(ctx, a.traveller.auth, a.booking.id)).json().paymentUrl);
    const young = tokenOf((await initiate(ctx, b.traveller.auth, b.booking.id)).json().paymentUrl);
    for (const [token, booking] of [
      [old, a.booking],
      [young, b.booking],
    ] as const) {
      const record = {
        outcome: 'success',
        method: 'card',
        amount: booking.totalPrice,
        currency: 'XOF',
        at: new Date().toISOString(),
      };
      await db.execute(
        sql`update payments set details = jsonb_build_object('sandbox', ${JSON.stringify(record)}::jsonb) where token = ${token}`,
      );
    }
    await db.execute(
      sql`update payments set created_at = now() - interval '2 minutes', updated_at = now() - interval '2 minutes' where token = ${old}`,
    );

    const payments = createPaymentContext(app);
    expect(await reconcilePendingPayments(payments)).toBe(1);
    expect((await readBooking(db, a.booking.id)).status).toBe('confirmed');
    expect((await readBooking(db, b.booking.id)).status).toBe('pending_payment');
    // Just checked: not claimed again within the minute.
    expect(await reconcilePendingPayments(payments)).toBe(0);
  });
});
