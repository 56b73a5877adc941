import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsMessages } from '../../db/schema';
import { createTrip, hoursFromNow, inDays, insertBooking } from '../../../test/factories';
import { createTestApp, readOutbox, signUp } from '../../../test/helper';
import { sendReminders } from './send-reminders';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const senders = { mailer: app.mailer, sms: app.sms, log: app.log, publicUrl: 'http://localhost:3000' };
const userId = (await signUp(app)).user._id as string;

const smsOf = (bookingId: string) =>
  db.select().from(smsMessages).where(eq(smsMessages.bookingId, bookingId));
const mailsAbout = (reference: string) =>
  readOutbox(ctx.dataDir).filter((m) => m.channel === 'mail' && m.subject.includes(reference));

describe('reminders before departure', () => {
  it('sends the 3-hour reminder once, even with two sweeps racing, in the booking language', async () => {
    const { trip, company, from } = await createTrip(db, hoursFromNow(2));
    const booking = await insertBooking(db, { trip, userId, seats: [4, 5] });
    await db.execute(`update bookings set language = 'en' where id = '${booking.id}'`);

    await Promise.all([sendReminders(db, senders), sendReminders(db, senders)]);
    await sendReminders(db, senders);

    const soon = (await smsOf(booking.id)).filter((s) => s.kind === 'reminder-soon');
    expect(soon).toHaveLength(1);
    expect(soon[0]!.dedupeKey).toBe(`reminder-soon:${booking.id}`);
    expect(soon[0]!.text).toBe(
      `Gbaka reminder: departure today at ${trip.departureTime}, ${company.name}, ${from.name} station. Seats 4, 5. Ref. ${booking.reference}`,
    );
    expect(soon[0]!.expiresAt).not.toBeNull();
    const mails = mailsAbout(booking.reference).filter((m) =>
      m.subject.startsWith('Gbaka — reminder: departure at'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Seats: 4, 5. Reference: ${booking.reference}.`);
  });

  it('sends the evening reminder from 18:00 the day before, and nothing for a cancelled or far booking', async () => {
    const { trip } = await createTrip(db, { departureDate: inDays(1), departureTime: '10:00' });
    const booking = await insertBooking(db, { trip, userId, seats: [1] });
    const cancelled = await insertBooking(db, { trip, userId, seats: [2], status: 'cancelled' });
    const far = await insertBooking(db, {
      trip: (await createTrip(db, { departureDate: inDays(5) })).trip,
      userId,
      seats: [1],
    });

    await sendReminders(db, senders);
    const eveDue = new Date().getUTCHours() >= 18;
    const eve = (await smsOf(booking.id)).filter((s) => s.kind === 'reminder-eve');
    expect(eve).toHaveLength(eveDue ? 1 : 0);
    if (eveDue) expect(eve[0]!.text).toMatch(/^Gbaka rappel : départ demain /);
    expect(await smsOf(cancelled.id)).toHaveLength(0);
    expect(await smsOf(far.id)).toHaveLength(0);
  });
});
