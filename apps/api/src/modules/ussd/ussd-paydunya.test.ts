import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, payments, smsMessages } from '../../db/schema';
import { FAKE_ORANGE_OTP, PAYDUNYA_ENV, startFakePaydunya } from '../../../test/fakes/fake-paydunya';
import { createTestApp } from '../../../test/helper';
import { ussdPhones } from '../../../test/ussd-phone';

const TOKEN = 'test-ussd-callback-token';
const paydunya = await startFakePaydunya();
const ctx = await createTestApp({
  ...PAYDUNYA_ENV,
  PAYDUNYA_BASE_URL: paydunya.url,
  USSD_CALLBACK_TOKEN: TOKEN,
});
const db = ctx.database.db;
const { toConfirmation } = ussdPhones(ctx, TOKEN);

const softpayCalls = (path: string) =>
  paydunya.state.requests.filter((r) => r.path === path).map((r) => r.body as Record<string, string>);

async function bookingOf(reference: string) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.reference, reference));
  const attempts = await db.select().from(payments).where(eq(payments.bookingId, booking!.id));
  return { booking: booking!, attempts };
}

const ipn = (form: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payment/notify/paydunya',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });

describe(`USSD paid through PayDunya SoftPay (${ctx.database.kind})`, () => {
  it('asks Orange Money for its one-time code, pushes the invoice, and the IPN confirms and sends the ticket', async () => {
    const { phone } = await toConfirmation();
    await phone.send('1');
    expect(await phone.send('1')).toMatch(/^CON Code de paiement Orange Money \(#144\*82# option 2\)/);
    expect(await phone.send('12')).toMatch(/^CON Code invalide\./);
    const end = await phone.send(FAKE_ORANGE_OTP);
    expect(end).toMatch(/^END Réservation [A-Z0-9]{8} gardée 15 min\. Validez le paiement de 21 300 F CFA/);
    const reference = /Réservation ([A-Z0-9]{8})/.exec(end)![1]!;

    const { attempts } = await bookingOf(reference);
    const invoice = attempts[0]!.providerReference!;
    expect(softpayCalls('/softpay/orange-money-ci')).toContainEqual({
      orange_money_ci_customer_fullname: 'Awa Koné',
      orange_money_ci_email: '',
      orange_money_ci_phone_number: phone.phone.replace('+225', ''),
      orange_money_ci_otp: FAKE_ORANGE_OTP,
      payment_token: invoice,
    });

    paydunya.invoices.get(invoice)!.status = 'completed';
    expect((await ipn(paydunya.ipn(invoice))).statusCode).toBe(200);
    expect((await bookingOf(reference)).booking.status).toBe('confirmed');
    const sms = await db.select().from(smsMessages).where(eq(smsMessages.to, phone.phone));
    expect(sms.map((m) => m.kind)).toEqual(['ticket']);
    expect(sms[0]!.text).toContain(reference);
  });

  it('ends with "payment refused" on a wrong code, keeps the seats held, and records the failed attempt', async () => {
    const { phone } = await toConfirmation();
    await phone.send('1');
    await phone.send('1');
    expect(await phone.send('999999')).toBe('END Paiement refusé : code ou numéro invalide.');
    const [held] = await db.select().from(bookings).where(eq(bookings.passengerPhone, phone.phone));
    expect(held!.status).toBe('pending_payment');
    const attempts = await db.select().from(payments).where(eq(payments.bookingId, held!.id));
    expect(attempts.map((a) => a.status)).toEqual(['failed']);
  });

  it('pushes MTN MoMo without a code, naming the MTN CI wallet', async () => {
    const { phone } = await toConfirmation();
    await phone.send('1');
    expect(await phone.send('2')).toMatch(/^END Réservation [A-Z0-9]{8} gardée 15 min\. Validez le paiement/);
    expect(softpayCalls('/softpay/mtn-ci')).toContainEqual(
      expect.objectContaining({
        mtn_ci_phone_number: phone.phone.replace('+225', ''),
        mtn_ci_wallet_provider: 'MTNCI',
      }),
    );
  });

  it("sends Wave's payment page by SMS, since Wave has no prompt on the phone", async () => {
    const { phone } = await toConfirmation();
    await phone.send('1');
    const end = await phone.send('4');
    expect(end).toMatch(
      /^END Réservation [A-Z0-9]{8} gardée 15 min\. Lien de paiement de 21 300 F CFA envoyé/,
    );
    const reference = /Réservation ([A-Z0-9]{8})/.exec(end)![1]!;
    const { attempts } = await bookingOf(reference);
    const invoice = attempts[0]!.providerReference!;
    expect(softpayCalls('/softpay/wave-ci')).toContainEqual(
      expect.objectContaining({
        wave_ci_phone: phone.phone.replace('+225', ''),
        wave_ci_payment_token: invoice,
      }),
    );
    const sms = await db.select().from(smsMessages).where(eq(smsMessages.to, phone.phone));
    expect(sms).toEqual([expect.objectContaining({ kind: 'payment-link' })]);
    expect(sms[0]!.text).toContain(`https://pay.wave.test/c/${invoice}`);
  });
});
