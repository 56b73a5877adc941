import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, readOutbox, signUp } from '../../../test/helper';
import {
  createPendingBooking,
  expireHold,
  heldSeats,
  initiate,
  readBooking,
  readPayment,
  tokenOf,
  travellerWithBooking,
} from '../../../test/payment-factories';
import { sweepHolds } from '../bookings/hold-sweeper';
import { readDetails } from './payment-details';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;

type OutboxEntry = { channel: string; to: string; subject: string; text: string; attachments: string[] };
const outboxFor = (to: string) => (readOutbox(ctx.dataDir) as OutboxEntry[]).filter((m) => m.to === to);

async function paying(options: Parameters<typeof travellerWithBooking>[1] = {}) {
  const email = `awa.${Math.random().toString(36).slice(2, 10)}@example.ci`;
  const setup = await travellerWithBooking(ctx, { ...options, passenger: { email, ...options.passenger } });
  const res = await initiate(ctx, setup.traveller.auth, setup.booking.id);
  expect(res.statusCode, res.body).toBe(200);
  return {
    ...setup,
    email,
    paymentUrl: res.json().paymentUrl as string,
    token: tokenOf(res.json().paymentUrl),
  };
}

const complete = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/payment/sandbox/${token}/complete`, payload });

const checkStatus = (token: string) =>
  app.inject({ method: 'GET', url: `/api/payment/check-status/${token}` });

describe('sandbox payment', () => {
  it('initiates, pays, confirms the booking and sends the ticket by mail and SMS', async () => {
    const { booking, paymentUrl, token, email } = await paying();
    expect(paymentUrl).toBe(`http://localhost:3000/api/payment/sandbox/${token}`);
    expect(token).toMatch(/^[0-9a-f]{40}$/);
    const payment = await readPayment(db, token);
    expect(payment).toMatchObject({
      status: 'pending',
      amount: booking.totalPrice,
      currency: 'XOF',
      provider: 'sandbox',
    });

    const page = await app.inject({ method: 'GET', url: paymentUrl.replace('http://localhost:3000', '') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toContain('<script');
    for (const text of [
      'Orange Money',
      'MTN MoMo',
      'Moov Money',
      'Carte bancaire',
      booking.reference,
      'F\u00a0CFA',
    ]) {
      expect(page.body).toContain(text);
    }
    expect(page.body).toContain(`action="/api/payment/sandbox/${token}/complete?lang=fr"`);
    // The phone typed at checkout is prefilled: the payer only confirms it (issue 16).
    expect(page.body).toMatch(/<input id="phone"[^>]* value="\+225 07 01 02 03 04"/);

    const res = await complete(token, {
      outcome: 'success',
      method: 'orange_money',
      phone: '07 01 02 03 04',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      redirectUrl: `http://localhost:3000/confirmation-paiement/${token}?bookingId=${booking.id}`,
    });

    const confirmed = await readBooking(db, booking.id);
    expect(confirmed).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
    expect(confirmed.confirmedAt).toBeInstanceOf(Date);
    expect(await heldSeats(db, booking.id)).toEqual([1, 2]);
    expect(await readPayment(db, token)).toMatchObject({
      status: 'success',
      method: 'orange_money',
      payerPhone: '+2250701020304',
    });
    expect((await checkStatus(token)).json()).toEqual({
      success: true,
      status: 'success',
      bookingId: booking.id,
    });

    const mails = outboxFor(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Votre billet Gbaka – ${booking.reference}`);
    expect(mails[0]!.attachments).toEqual([`ticket-${booking.id}.pdf`]);
    expect(mails[0]!.text).toContain('30 minutes avant le départ');
    const sms = outboxFor('+2250701020304').filter(
      (m) => m.channel === 'sms' && m.text.includes(booking.reference),
    );
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toMatch(/siège\(s\) 1, 2/);

    // Sent again (double click, back button): refused, and nothing changes, no second ticket.
    const again = await complete(token, { outcome: 'failed', method: 'card' });
    expect(again.statusCode).toBe(409);
    expect(await readPayment(db, token)).toMatchObject({ status: 'success' });
    expect(outboxFor(email)).toHaveLength(1);
  });

  it('follows the HTML form: 303 to the result, the page again with the error when the phone is missing', async () => {
    const { booking, token } = await paying();
    const form = (body: string, lang = '') =>
      app.inject({
        method: 'POST',
        url: `/api/payment/sandbox/${token}/complete${lang}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    const missing = await form('outcome=success&method=mtn_momo&phone=', '?lang=en');
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain('role="alert" id="phone-error">Phone number is required<');
    expect(missing.body).toMatch(/value="mtn_momo" checked/);
    expect((await readPayment(db, token)).status).toBe('pending');

    const paid = await form('outcome=success&method=card&phone=');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://localhost:3000/confirmation-paiement/${token}?bookingId=${booking.id}`,
    );
    expect((await readBooking(db, booking.id)).status).toBe('confirmed');
    const twice = await form('outcome=success&method=card&phone=');
    expect(twice.statusCode).toBe(303);

    const page = await app.inject({
      method: 'GET',
      url: `/api/payment/sandbox/${token}`,
      headers: { 'accept-language': 'es' },
    });
    expect(page.body).toContain('Este pago ya ha sido procesado.');
    expect(page.body).not.toContain('<form');
  });

  it('speaks English or Spanish on request', async () => {
    const { token } = await paying();
    const en = await app.inject({ method: 'GET', url: `/api/payment/sandbox/${token}?lang=en` });
    expect(en.body).toContain('Decline the payment');
    expect(en.body).toContain('lang="en"');
    const es = await app.inject({
      method: 'GET',
      url: `/api/payment/sandbox/${token}`,
      headers: { 'accept-language': 'es-CI' },
    });
    expect(es.body).toContain('Rechazar el pago');
  });

  it('a declined payment fails; the booking keeps its seats and can be paid again', async () => {
    const { booking, traveller, token, email } = await paying();
    const res = await complete(token, { outcome: 'failed', method: 'moov_money', phone: '0101020304' });
    expect(res.statusCode).toBe(200);
    expect((await readPayment(db, token)).status).toBe('failed');
    expect(await readBooking(db, booking.id)).toMatchObject({ status: 'pending_payment', confirmedAt: null });
    expect(await heldSeats(db, booking.id)).toEqual([1, 2]);
    expect((await checkStatus(token)).json()).toMatchObject({ status: 'failed' });
    expect(outboxFor(email)).toHaveLength(0);

    const retry = await initiate(ctx, traveller.auth, booking.id);
    expect(retry.statusCode).toBe(200);
    expect(tokenOf(retry.json().paymentUrl)).not.toBe(token);
  });

  it('a cancelled payment is cancelled and the booking stays pending', async () => {
    const { booking, token } = await paying();
    await complete(token, { outcome: 'cancelled', method: 'card' });
    expect((await readPayment(db, token)).status).toBe('cancelled');
    expect((await readBooking(db, booking.id)).status).toBe('pending_payment');
    expect((await checkStatus(token)).json()).toMatchObject({ status: 'cancelled', bookingId: booking.id });
  });

  it('check-status settles a payment whose notification was lost', async () => {
    const { booking, token, email } = await paying();
    // The provider's books say paid, but no notification ever reached us.
    const record = {
      outcome: 'success',
      method: 'mtn_momo',
      phone: '+2250501020304',
      amount: booking.totalPrice,
      currency: 'XOF',
      at: new Date().toISOString(),
    };
    await db.execute(
      sql`update payments set details = jsonb_build_object('sandbox', ${JSON.stringify(record)}::jsonb) where token = ${token}`,
    );
    expect((await readBooking(db, booking.id)).status).toBe('pending_payment');

    const res = await checkStatus(token);
    expect(res.json()).toEqual({ success: true, status: 'success', bookingId: booking.id });
    expect((await readBooking(db, booking.id)).status).toBe('confirmed');
    expect(outboxFor(email)).toHaveLength(1);
  });

  it('answers 404 for an unknown token', async () => {
    expect((await checkStatus('0'.repeat(40))).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/payment/sandbox/${'0'.repeat(40)}` })).statusCode,
    ).toBe(404);
  });
});

describe('payment after the hold expired', () => {
  it('takes the seats again when they are still free and confirms', async () => {
    const { booking, token, email } = await paying();
    await expireHold(db, booking.id);
    await complete(token, { outcome: 'success', method: 'card' });
    const after = await readBooking(db, booking.id);
    expect(after).toMatchObject({
      status: 'confirmed',
      cancelReason: null,
      cancelledAt: null,
      holdExpiresAt: null,
    });
    expect(await heldSeats(db, booking.id)).toEqual([1, 2]);
    expect(readDetails((await readPayment(db, token)).details).refundDue).toBeUndefined();
    expect(outboxFor(email)).toHaveLength(1);
  });

  it("works with the bookings module's own hold sweeper", async () => {
    const { booking, token } = await paying();
    await db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${booking.id}`,
    );
    await sweepHolds(db);
    expect(await readBooking(db, booking.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'payment_timeout',
    });
    expect(await heldSeats(db, booking.id)).toEqual([]);
    await complete(token, { outcome: 'success', method: 'card' });
    expect((await readBooking(db, booking.id)).status).toBe('confirmed');
    expect(await heldSeats(db, booking.id)).toEqual([1, 2]);
  });

  it('keeps the booking cancelled and flags a refund when a seat was taken meanwhile', async () => {
    const { booking, trip, token, email } = await paying();
    await expireHold(db, booking.id);
    const other = await signUp(app);
    await createPendingBooking(db, { userId: other.user._id, trip, seats: [2] });

    await complete(token, { outcome: 'success', method: 'card' });
    expect(await readBooking(db, booking.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'payment_timeout',
    });
    expect(await heldSeats(db, booking.id)).toEqual([]);
    const payment = await readPayment(db, token);
    expect(payment.status).toBe('success');
    expect(readDetails(payment.details)).toMatchObject({ refundDue: true, refundReason: 'seats_gone' });
    expect(outboxFor(email)).toHaveLength(0);
  });

  it('never revives a booking its traveller cancelled', async () => {
    const { booking, token } = await paying();
    await db.execute(
      sql`update bookings set status = 'cancelled', cancel_reason = 'traveller' where id = ${booking.id}`,
    );
    await db.execute(sql`delete from booking_seats where booking_id = ${booking.id}`);
    await complete(token, { outcome: 'success', method: 'card' });
    expect((await readBooking(db, booking.id)).status).toBe('cancelled');
    expect(readDetails((await readPayment(db, token)).details)).toMatchObject({
      refundReason: 'booking_cancelled',
    });
  });

  it('a second successful payment of the same booking is flagged for refund, not counted twice', async () => {
    const { booking, traveller, token, email } = await paying();
    const second = tokenOf((await initiate(ctx, traveller.auth, booking.id)).json().paymentUrl);
    await complete(token, { outcome: 'success', method: 'card' });
    await complete(second, { outcome: 'success', method: 'card' });
    expect((await readPayment(db, token)).status).toBe('success');
    const duplicate = await readPayment(db, second);
    expect(duplicate.status).toBe('failed');
    expect(readDetails(duplicate.details)).toMatchObject({
      refundDue: true,
      refundReason: 'duplicate_payment',
    });
    expect(outboxFor(email)).toHaveLength(1);
  });
});
