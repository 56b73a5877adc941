import { formatFcfa } from '@gbaka/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsMessages } from '../../db/schema';
import { caller, signUpAdmin } from '../../../test/admin-factories';
import { bookingRequest, createTrip, inDays } from '../../../test/factories';
import { createTestApp, readOutbox, signUp } from '../../../test/helper';
import { createPendingBooking, expireHold } from '../../../test/payment-factories';
import { sweepHolds } from './hold-sweeper';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const admin = caller(app, (await signUpAdmin(app)).auth);
const senders = { mailer: app.mailer, sms: app.sms, log: app.log, publicUrl: 'http://localhost:3000' };

const unique = () => Math.random().toString(36).slice(2, 10);
const outboxTo = (to: string) => readOutbox(ctx.dataDir).filter((m) => m.to === to);
const smsOf = (bookingId: string) =>
  db.select().from(smsMessages).where(eq(smsMessages.bookingId, bookingId));

/** A booking made through the API in `lang`, then confirmed as a paid one. */
async function paidBooking(lang: string) {
  const traveller = await signUp(app);
  const { trip } = await createTrip(db, { departureDate: inDays(5) });
  const email = `awa.${unique()}@example.ci`;
  const phone = `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const made = await app.inject({
    method: 'POST',
    url: '/api/travel/bookings',
    headers: { ...traveller.auth, 'accept-language': lang },
    payload: {
      ...bookingRequest(trip, [1]),
      passengerDetails: { fullName: 'Awa Koné', email, phoneNumber: phone },
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().data._id as string;
  await db.execute(
    `update bookings set status = 'confirmed', confirmed_at = now(), hold_expires_at = null where id = '${id}'`,
  );
  return { traveller, id, email, phone: `+225${phone}`, total: made.json().data.totalPrice as number };
}

describe('told, not guessed: a cancellation is told by mail and SMS with the refund due', () => {
  it("by the traveller, in the booking's language", async () => {
    const { traveller, id, email, phone, total } = await paidBooking('en');
    const res = await app.inject({
      method: 'PUT',
      url: `/api/travel/bookings/${id}/status`,
      headers: traveller.auth,
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = outboxTo(email);
    expect(mail!.subject).toMatch(/^Gbaka — booking [0-9A-F]{8} cancelled$/);
    expect(mail!.text).toContain(`Refund due: ${formatFcfa(total)}, within 5 to 7 business days.`);
    const sms = await smsOf(id);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ to: phone, kind: 'booking-cancelled' });
    expect(sms[0]!.text).toContain(`Refund due: ${formatFcfa(total)}`);
  });

  it('by an administrator, with what the policy refunds', async () => {
    const { id, email, total } = await paidBooking('fr');
    const res = await admin('PUT', `/api/admin/bookings/${id}`, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = outboxTo(email);
    expect(mail!.subject).toMatch(/^Gbaka — réservation [0-9A-F]{8} annulée$/);
    expect(mail!.text).toContain(`Remboursement dû : ${formatFcfa(total)}, sous 5 à 7 jours ouvrés.`);
    expect((await smsOf(id))[0]!.text).toContain('Remboursement dû');
  });

  it('an expired hold, once, even with several sweepers at once', async () => {
    const traveller = await signUp(app);
    const { trip } = await createTrip(db, { departureDate: inDays(5) });
    const email = `awa.${unique()}@example.ci`;
    const booking = await createPendingBooking(db, {
      userId: traveller.user._id,
      trip,
      passenger: { email, phone: '+2250500000001' },
    });
    await db.execute(
      `update bookings set language = 'es', hold_expires_at = now() - interval '1 minute' where id = '${booking.id}'`,
    );
    await Promise.all([sweepHolds(db, senders), sweepHolds(db, senders), sweepHolds(db, senders)]);
    await sweepHolds(db, senders);

    const sms = await smsOf(booking.id);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ kind: 'booking-expired', dedupeKey: `booking-expired:${booking.id}` });
    expect(sms[0]!.text).toContain('No se ha cobrado nada.');
    const mails = outboxTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/vencida$/);
  });

  it('an expired hold freed lazily by another booking of the trip is told too', async () => {
    const traveller = await signUp(app);
    const { trip } = await createTrip(db, { departureDate: inDays(5) });
    const email = `awa.${unique()}@example.ci`;
    const booking = await createPendingBooking(db, {
      userId: traveller.user._id,
      trip,
      passenger: { email },
    });
    await expireHold(db, booking.id);
    await sweepHolds(db, senders);
    expect(outboxTo(email)).toHaveLength(1);
    expect((await smsOf(booking.id))[0]!.text).toContain("Aucun montant n'a été débité.");
  });
});
