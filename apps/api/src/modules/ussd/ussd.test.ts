import { USSD_SCREEN_MAX } from '@gbaka/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, payments, smsMessages, users, ussdSessions } from '../../db/schema';
import { createTestApp } from '../../../test/helper';
import { nextPhone, ussdPhones } from '../../../test/ussd-phone';
import { buildApp } from '../../app';

const TOKEN = 'test-ussd-callback-token';
const ctx = await createTestApp({ USSD_CALLBACK_TOKEN: TOKEN });
const db = ctx.database.db;

/** Every screen any test saw, with its language, for the length check at the end. */
const seen: { lang: string; screen: string }[] = [];
const { post, dial, line, toConfirmation } = ussdPhones(ctx, TOKEN, (screen) => seen.push(screen));

describe(`USSD over Africa's Talking (${ctx.database.kind})`, () => {
  it('exists only with the right token: another token is a 404', async () => {
    const res = await post(
      { sessionId: 'x', phoneNumber: '+2250701020304', text: '' },
      'wrong-token-wrong-token',
    );
    expect(res.statusCode).toBe(404);
    // The same app without the setting: the route is not there at all.
    const without = await buildApp({
      config: { ...ctx.config, USSD_CALLBACK_TOKEN: undefined },
      database: ctx.database,
      logger: false,
    });
    const missing = await without.inject({
      method: 'POST',
      url: `/api/ussd/africastalking?token=${TOKEN}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'sessionId=x&phoneNumber=%2B2250701020304&text=',
    });
    await without.close();
    expect(missing.statusCode).toBe(404);
  });

  it('books, pushes the payment, and the paid ticket goes by SMS; the booking is channel ussd on a new account', async () => {
    const { phone, trip } = await toConfirmation();
    expect(await phone.send('1')).toMatch(/Payer 21 300 F CFA avec :\n1 Orange Money/);
    const end = await phone.send('2');
    expect(end).toMatch(/^END Réservation [A-Z0-9]{8} gardée 15 min\. Validez le paiement de 21 300 F CFA/);
    const reference = /Réservation ([A-Z0-9]{8})/.exec(end)![1]!;

    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, reference));
    expect(booking).toMatchObject({
      status: 'pending_payment',
      channel: 'ussd',
      language: 'fr',
      outboundTripId: trip.id,
      selectedSeats: [1, 2],
      passengerFullName: 'Awa Koné',
      passengerPhone: phone.phone,
      totalPrice: 21_300,
    });
    const [owner] = await db.select().from(users).where(eq(users.phone, phone.phone));
    expect(owner).toMatchObject({
      id: booking!.userId,
      firstName: 'Awa',
      lastName: 'Koné',
      email: null,
      passwordHash: '',
    });

    const [payment] = await db.select().from(payments).where(eq(payments.bookingId, booking!.id));
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${payment!.token}/complete`,
      payload: { outcome: 'success', method: 'mtn_momo', phone: phone.phone },
    });
    expect(paid.statusCode).toBe(200);
    const [confirmed] = await db.select().from(bookings).where(eq(bookings.id, booking!.id));
    expect(confirmed!.status).toBe('confirmed');
    const sms = await db.select().from(smsMessages).where(eq(smsMessages.to, phone.phone));
    expect(sms).toEqual([expect.objectContaining({ kind: 'ticket', status: 'sent' })]);
    expect(sms[0]!.text).toContain(reference);
    expect(sms[0]!.text).toContain('08:00');
    expect(sms[0]!.text).toContain('1, 2');

    // The same phone later: its ticket is listed, with reference and seats, and no name is asked again.
    const again = dial(phone.phone);
    await again.start();
    expect(await again.send('2')).toMatch(new RegExp(`${reference} \\d\\d/\\d\\d 08:00 .* pl\\.1,2`));
  });

  it('answers a retried request with the same screen, without doing its step twice', async () => {
    const { phone } = await toConfirmation();
    await phone.send('1');
    const end = await phone.send('1');
    expect(await phone.again()).toBe(end);
    const owner = (await db.select().from(users).where(eq(users.phone, phone.phone)))[0]!;
    expect(await db.select().from(bookings).where(eq(bookings.userId, owner.id))).toHaveLength(1);
  });

  it('lets another instance answer the next step: the state is in the database', async () => {
    const other = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    const fields = { sessionId: 'shared-session', phoneNumber: nextPhone(), serviceCode: '*384*1234#' };
    expect((await post({ ...fields, text: '' })).body).toMatch(/^CON Gbaka/);
    const step = await other.inject({
      method: 'POST',
      url: `/api/ussd/africastalking?token=${TOKEN}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, text: '3' }).toString(),
    });
    await other.close();
    expect(step.body).toMatch(/^CON Référence du billet/);
  });

  it('ends a session idle for more than 180 seconds, and starts afresh on a new dial', async () => {
    const phone = dial();
    await phone.start();
    await db
      .update(ussdSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(ussdSessions.id, `africastalking:${phone.sessionId}`));
    expect(await phone.send('1')).toBe('END Session expirée. Recomposez le code pour recommencer.');
    expect(await dial(phone.phone).start()).toMatch(/^CON Gbaka/);
  });

  it('refuses a wrong input on every screen with a short message and the same screen, and 00 goes back', async () => {
    const { from, to } = await line();
    const phone = dial();
    await phone.start();
    expect(await phone.send('9')).toMatch(/^CON Choix invalide\.\nGbaka\n1 Réserver/);
    expect(await phone.send('1')).toMatch(/Ville de départ/);
    expect(await phone.send('Zzzz')).toMatch(/^CON Ville inconnue\.\nVille de départ/);
    expect(await phone.send('42')).toMatch(/^CON Choix invalide\.\nVille de départ/);
    await phone.send(from.name);
    expect(await phone.send('Qqqq')).toMatch(/^CON Ville inconnue\./);
    await phone.send(to.name);
    expect(await phone.send('3113')).toMatch(/^CON Date invalide\./);
    expect(await phone.send('x')).toMatch(/^CON Date invalide\./);
    await phone.send('2');
    expect(await phone.send('7')).toMatch(/^CON Choix invalide\.\n.*>.* \d\d\/\d\d\n1 08:00/);
    await phone.send('1');
    expect(await phone.send('6')).toMatch(/^CON Nombre invalide\.\nNombre de places/);
    await phone.send('1');
    expect(await phone.send('12')).toMatch(/^CON Nom invalide\.\nNom du voyageur/);
    await phone.send('Jean Kouassi');
    expect(await phone.send('2')).toMatch(/^CON Choix invalide\.\n/);
    await phone.send('1');
    expect(await phone.send('5')).toMatch(/^CON Choix invalide\.\nPayer/);
    // Back, screen by screen, to the main menu.
    expect(await phone.send('00')).toMatch(/1 place\(s\)/);
    expect(await phone.send('00')).toMatch(/Nom du voyageur/);
    expect(await phone.send('00')).toMatch(/Nombre de places/);
    expect(await phone.send('00')).toMatch(/1 08:00/);
    expect(await phone.send('00')).toMatch(/Date du départ/);
    expect(await phone.send('00')).toMatch(/^CON De /);
    expect(await phone.send('00')).toMatch(/Ville de départ/);
    expect(await phone.send('00')).toMatch(/^CON Gbaka\n/);
    expect(await phone.send('00')).toMatch(/^CON Choix invalide\.\nGbaka/);

    expect(await phone.send('3')).toMatch(/Référence du billet/);
    expect(await phone.send('ZZZZZZZZ')).toMatch(/^CON Référence inconnue\./);
    await phone.send('00');
    expect(await phone.send('2')).toMatch(/Aucun billet à venir\.\n00 Retour/);
    expect(await phone.send('1')).toMatch(/^CON Choix invalide\.\nAucun billet/);
    await phone.send('00');
    expect(await phone.send('4')).toMatch(/Aucun billet annulable\./);
    await phone.send('00');
    expect(await phone.send('5')).toMatch(/1 Français\n2 English\n3 Español/);
    expect(await phone.send('4')).toMatch(/^CON Choix invalide\./);
  });

  it('tracks by reference and cancels a held booking, then remembers English for the phone', async () => {
    const { phone } = await toConfirmation();
    await phone.send('1');
    const reference = /([A-Z0-9]{8})/.exec(await phone.send('2'))![1]!;

    const tracker = dial();
    await tracker.start();
    await tracker.send('3');
    expect(await tracker.send(reference.toLowerCase())).toMatch(
      new RegExp(`^CON ${reference} .*>.*\\nDépart \\d\\d/\\d\\d 08:00\\nPrévu`),
    );

    const owner = dial(phone.phone);
    await owner.start();
    expect(await owner.send('4')).toMatch(new RegExp(`Annuler quel billet \\?\\n1 ${reference}`));
    expect(await owner.send('1')).toMatch(/Remboursement : 0 F CFA\n1 Oui/);
    expect(await owner.send('1')).toBe(`END Billet ${reference} annulé. Remboursement : 0 F CFA.`);
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference));
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'traveller' });
    // Told by SMS too, as a cancellation on the web is.
    const told = await db.select().from(smsMessages).where(eq(smsMessages.bookingId, row!.id));
    expect(told.map((m) => m.kind)).toEqual(['booking-cancelled']);
    expect(told[0]!.to).toBe(phone.phone);

    const english = dial(phone.phone, 'en');
    await english.start();
    await english.send('5');
    expect(await english.send('2')).toMatch(/^CON Gbaka\n1 Book a trip/);
    expect(await dial(phone.phone, 'en').start()).toMatch(/^CON Gbaka\n1 Book a trip/);
  });

  it('keeps every screen within 182 characters, in French, English and Spanish', async () => {
    for (const lang of ['fr', 'en', 'es'] as const) {
      const phone = dial(nextPhone(), lang);
      await phone.start();
      await phone.send('5');
      await phone.send(String(['fr', 'en', 'es'].indexOf(lang) + 1));
      const { from, to } = await line();
      // Every screen, and every screen with its error message.
      for (const input of [
        '1',
        'Zz',
        from.name,
        '99',
        to.name,
        'x',
        '2',
        '9',
        '1',
        '9',
        '1',
        '1',
        '9',
        '1',
        '9',
        '00',
        '00',
      ]) {
        await phone.send(input);
      }
      const other = dial(nextPhone(), lang);
      await other.start();
      await other.send('5');
      await other.send(String(['fr', 'en', 'es'].indexOf(lang) + 1));
      for (const input of ['2', 'x', '00', '3', 'x', '00', '4', 'x', '00', '5', 'x']) await other.send(input);
    }
    const langs = new Set(seen.map((s) => s.lang));
    expect(langs).toEqual(new Set(['fr', 'en', 'es']));
    const tooLong = seen.filter((s) => s.screen.length > USSD_SCREEN_MAX || s.screen.endsWith('…'));
    expect(tooLong).toEqual([]);
    expect(seen.every((s) => /^(CON|END) /.test(s.screen))).toBe(true);
  });
});
