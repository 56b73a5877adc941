import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { smsMessages } from '../../../db/schema';
import { caller, signUpAdmin } from '../../../../test/admin-factories';
import { createTrip, inDays } from '../../../../test/factories';
import { createTestApp, signUp } from '../../../../test/helper';
import { createPendingBooking } from '../../../../test/payment-factories';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const admin = caller(app, (await signUpAdmin(app)).auth);
const list = async (query = '') => (await admin('GET', `/api/admin/sms${query}`)).json();

describe('GET /admin/sms', () => {
  it('lists the ticket SMS of a booking an administrator confirms, as sent through the outbox', async () => {
    const traveller = await signUp(app);
    const { trip } = await createTrip(db, { departureDate: inDays(4) });
    const booking = await createPendingBooking(db, {
      userId: traveller.user._id,
      trip,
      seats: [3],
      passenger: { phone: '+2250711223344' },
    });
    expect(
      (await admin('PUT', `/api/admin/bookings/${booking.id}`, { status: 'confirmed' })).statusCode,
    ).toBe(200);
    const sms = (await list('?status=sent')).data.find(
      (m: { bookingId: string }) => m.bookingId === booking.id,
    );
    expect(sms).toMatchObject({
      to: '+2250711223344',
      kind: 'ticket',
      status: 'sent',
      attempts: 1,
      provider: 'outbox',
      lastError: null,
      text: expect.stringContaining(booking.reference),
      sentAt: expect.any(String),
    });
  });

  it('shows the failed ones with their reason under ?status=failed, and never a secret', async () => {
    const id = await app.sms.enqueue(db, { to: '+2250500000001', text: 'Bon voyage', kind: 'reminder' });
    await db
      .update(smsMessages)
      .set({ status: 'failed', attempts: 6, lastError: 'provider unreachable or too slow' })
      .where(eq(smsMessages.id, id!));
    const failed = await list('?status=failed&limit=100');
    expect(failed.data).toContainEqual(
      expect.objectContaining({
        _id: id,
        status: 'failed',
        attempts: 6,
        lastError: 'provider unreachable or too slow',
      }),
    );
    expect(failed.data.every((m: { status: string }) => m.status === 'failed')).toBe(true);
    expect((await list('?status=sent&limit=100')).data.some((m: { _id: string }) => m._id === id)).toBe(
      false,
    );
    expect((await admin('GET', '/api/admin/sms?status=lost')).statusCode).toBe(400);

    // A phone-only account's reset link leaves by SMS; the back office sees that it left, not the link.
    const phoneOnly = await signUp(app, { email: '' });
    await app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { emailOrPhone: phoneOnly.body.phone },
    });
    const reset = await vi.waitFor(async () => {
      const found = (await list()).data.find(
        (m: { kind: string; status: string }) => m.kind === 'password-reset',
      );
      if (found?.status !== 'sent') throw new Error('reset SMS not sent yet');
      return found;
    });
    expect(reset).toMatchObject({ to: `+225${phoneOnly.body.phone}`, text: null });
  });

  it('pages newest first', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push(await app.sms.send({ to: '+2250500000002', text: `n°${i}`, kind: 'page' }));
    const page = await list('?limit=2');
    expect(page.data.map((m: { _id: string }) => m._id)).toEqual([ids[2], ids[1]]);
    expect(page.pagination).toMatchObject({ currentPage: 1, limit: 2 });
    expect(page.pagination.total).toBeGreaterThanOrEqual(3);
  });

  it('is for administrators only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/sms' })).statusCode).toBe(401);
    const traveller = await signUp(app);
    expect((await caller(app, traveller.auth)('GET', '/api/admin/sms')).statusCode).toBe(403);
  });
});
