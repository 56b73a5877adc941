import type { AdminRefund } from '@gbaka/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../../db/schema';
import { newId, randomToken } from '../../../lib/ids';
import { auditOf, caller, signUpAdmin } from '../../../../test/admin-factories';
import { hoursFromNow, inDays, type TripOptions } from '../../../../test/factories';
import { createTestApp } from '../../../../test/helper';
import {
  initiate,
  readBooking,
  readPayment,
  tokenOf,
  travellerWithBooking,
} from '../../../../test/payment-factories';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const admin = await signUpAdmin(app);
const call = caller(app, admin.auth);

/** A traveller's booking, paid on the sandbox page with MTN MoMo from 05 44 33 22 11. */
async function paidBooking(trip: TripOptions = { departureDate: inDays(5) }) {
  const fullName = `Yao Remboursé ${Math.random().toString(36).slice(2, 8)}`;
  const setup = await travellerWithBooking(ctx, { trip, passenger: { fullName } });
  const token = tokenOf((await initiate(ctx, setup.traveller.auth, setup.booking.id)).json().paymentUrl);
  const paid = await app.inject({
    method: 'POST',
    url: `/api/payment/sandbox/${token}/complete`,
    payload: { outcome: 'success', method: 'mtn_momo', phone: '05 44 33 22 11' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  expect((await readBooking(db, setup.booking.id)).status).toBe('confirmed');
  return { ...setup, fullName, payment: await readPayment(db, token) };
}

const cancelAsTraveller = (auth: Record<string, string>, bookingId: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/travel/bookings/${bookingId}/status`,
    headers: auth,
    payload: { status: 'cancelled' },
  });
const pendingRefunds = async () => (await call('GET', '/api/admin/refunds')).json().data as AdminRefund[];
const refundOf = async (paymentId: string) => (await pendingRefunds()).find((r) => r._id === paymentId);
const markRefunded = (paymentId: string) => call('PUT', `/api/admin/refunds/${paymentId}/refunded`);

describe('GET /admin/refunds', () => {
  it('lists a paid booking cancelled by its traveller: amount, passenger, method and phone', async () => {
    const { traveller, booking, payment, fullName } = await paidBooking();
    expect(await refundOf(payment.id)).toBeUndefined();

    expect((await cancelAsTraveller(traveller.auth, booking.id)).statusCode).toBe(200);
    // Five days before departure the policy refunds everything.
    expect(await refundOf(payment.id)).toEqual({
      _id: payment.id,
      bookingId: booking.id,
      reference: booking.reference,
      amount: booking.totalPrice,
      reason: 'traveller_cancelled',
      passenger: { fullName, email: booking.passengerEmail, phoneNumber: booking.passengerPhone },
      provider: 'sandbox',
      method: 'mtn_momo',
      payerPhone: '+2250544332211',
      dueSince: (await readBooking(db, booking.id)).cancelledAt!.toISOString(),
      refundedAt: null,
    });
  });

  it('lists the whole of a payment that bought nothing, and an administrator’s cancellation with a refund', async () => {
    const { booking } = await paidBooking();
    // A second payment of the same booking: the payments module flags it and keeps it failed.
    const duplicate = {
      id: newId(),
      bookingId: booking.id,
      provider: 'sandbox',
      token: randomToken(),
      amount: booking.totalPrice,
      status: 'failed' as const,
      method: 'orange_money',
      payerPhone: '+2250707070707',
      details: { refundDue: true, refundReason: 'duplicate_payment' },
    };
    await db.insert(payments).values(duplicate);
    expect(await refundOf(duplicate.id)).toMatchObject({
      amount: booking.totalPrice,
      reason: 'duplicate_payment',
      method: 'orange_money',
      payerPhone: '+2250707070707',
    });

    const cancelled = await paidBooking();
    expect(
      (await call('PUT', `/api/admin/bookings/${cancelled.booking.id}`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    expect(await refundOf(cancelled.payment.id)).toMatchObject({
      amount: cancelled.booking.totalPrice,
      reason: 'admin_cancelled',
    });
  });

  it('leaves out a cancellation that refunds nothing and a booking still confirmed', async () => {
    // Three hours before departure, an administrator's cancellation keeps the whole price (SPEC §9).
    const late = await paidBooking(hoursFromNow(3));
    expect(
      (await call('PUT', `/api/admin/bookings/${late.booking.id}`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    expect((await readBooking(db, late.booking.id)).refundAmount).toBe(0);
    const kept = await paidBooking();

    const ids = (await pendingRefunds()).map((r) => r._id);
    expect(ids).not.toContain(late.payment.id);
    expect(ids).not.toContain(kept.payment.id);
    for (const paymentId of [late.payment.id, kept.payment.id]) {
      const res = await markRefunded(paymentId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        message: "Aucun remboursement n'est dû sur ce paiement",
      });
    }
  });
});

describe('PUT /admin/refunds/:id/refunded', () => {
  it('records who and when with its audit entry, once: the refund leaves the list, a retry changes nothing', async () => {
    const { traveller, booking, payment } = await paidBooking();
    await cancelAsTraveller(traveller.auth, booking.id);

    // Two administrators (or a double click) at the same moment: the row lock lets one record it.
    const [first, second] = await Promise.all([markRefunded(payment.id), markRefunded(payment.id)]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    expect([first!.json().message, second!.json().message].sort()).toEqual([
      'Ce remboursement était déjà enregistré',
      'Remboursement enregistré',
    ]);
    expect(first!.json().data).toMatchObject({
      _id: payment.id,
      amount: booking.totalPrice,
      refundedAt: expect.any(String),
    });
    const { refundedAt } = first!.json().data as AdminRefund;
    expect(second!.json().data.refundedAt).toBe(refundedAt);
    expect(await refundOf(payment.id)).toBeUndefined();
    expect((await readPayment(db, payment.token)).details).toMatchObject({
      refundedAt,
      refundedBy: admin.user._id,
      // What the payment already knew stays.
      sandbox: { method: 'mtn_momo' },
    });
    const entries = await auditOf(db, { entityId: payment.id, action: 'payment.refunded' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.user._id,
      entity: 'payment',
      data: {
        bookingId: booking.id,
        amount: booking.totalPrice,
        reason: 'traveller_cancelled',
        method: 'mtn_momo',
        payerPhone: '+2250544332211',
      },
    });

    const retry = await app.inject({
      method: 'PUT',
      url: `/api/admin/refunds/${payment.id}/refunded`,
      headers: { ...admin.auth, 'accept-language': 'en' },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ message: 'This refund was already recorded', data: { refundedAt } });
    expect(await auditOf(db, { entityId: payment.id, action: 'payment.refunded' })).toHaveLength(1);
  });

  it('answers 404 for an unknown payment and 400 for a malformed id', async () => {
    const unknown = await markRefunded(newId());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Paiement introuvable');
    expect((await markRefunded('not-an-id')).statusCode).toBe(400);
  });

  it('keeps a booking whose refund is still to make from deletion, until it is made', async () => {
    const { traveller, booking, payment } = await paidBooking();
    await cancelAsTraveller(traveller.auth, booking.id);
    const refused = await call('DELETE', `/api/admin/bookings/${booking.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Un remboursement reste à faire');

    await markRefunded(payment.id);
    expect((await call('DELETE', `/api/admin/bookings/${booking.id}`)).statusCode).toBe(200);
    expect(await db.select().from(payments).where(eq(payments.id, payment.id))).toEqual([]);
  });
});
