import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, phoneCodes, users } from '../../db/schema';
import { createTrip, insertBooking } from '../../../test/factories';
import { createTestApp, newTraveller, readOutbox, signUp } from '../../../test/helper';
import { nextPhone } from '../../../test/ussd-phone';
import { newId } from '../../lib/ids';
import { NO_PASSWORD } from './phone-claim';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;

/** An account made over USSD (no e-mail, no password) with one ticket, as ussd-booking.ts makes it. */
async function ussdAccount(phone = nextPhone()) {
  const id = newId();
  await db.insert(users).values({
    id,
    firstName: 'Awa',
    lastName: 'Koné',
    phone,
    passwordHash: NO_PASSWORD,
    language: 'fr',
  });
  const { trip } = await createTrip(db);
  const booking = await insertBooking(db, { trip, userId: id, seats: [3], passengerPhone: phone });
  return { id, phone, booking };
}

async function counterSale(phone: string) {
  const { trip } = await createTrip(db);
  return insertBooking(db, { trip, userId: null, seats: [5], passengerPhone: phone });
}

const askCode = (phone: string, lang = 'fr') =>
  app.inject({
    method: 'POST',
    url: '/api/users/phone-code',
    headers: { 'accept-language': lang },
    payload: { phone },
  });

/** The code in the newest SMS sent to the phone. */
function codeSentTo(phone: string) {
  const sms = readOutbox(ctx.dataDir).filter((m) => m.to === phone && m.channel === 'sms');
  return /(\d{6})/.exec(sms.at(-1)?.text ?? '')?.[1];
}

const register = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/users/register', payload: body });

const ownerOf = async (bookingId: string) =>
  (await db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!.userId;

describe(`Tickets bought with a phone join the web account that proves it (${ctx.database.kind})`, () => {
  it('registering with a phone that booked over USSD asks for its code, then completes that account', async () => {
    const ussd = await ussdAccount();
    const sale = await counterSale(ussd.phone);
    const traveller = newTraveller({ phone: ussd.phone });

    const refused = await register(traveller);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: expect.stringContaining('recevez un code par SMS'),
      errors: [{ field: 'phone' }],
      phoneCodeNeeded: true,
    });

    expect((await askCode(ussd.phone)).json().message).toMatch(
      /un code à 6 chiffres vient de lui être envoyé/,
    );
    const code = codeSentTo(ussd.phone)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(
      (await register({ ...traveller, phoneCode: code === '000000' ? '111111' : '000000' })).json(),
    ).toMatchObject({ errors: [{ field: 'phoneCode', message: 'Code incorrect ou expiré' }] });

    const done = await register({ ...traveller, phoneCode: code });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().user).toMatchObject({ _id: ussd.id, email: traveller.email });
    // The USSD ticket was already the account's; the counter sale to that phone joins it.
    expect(await ownerOf(ussd.booking.id)).toBe(ussd.id);
    expect(await ownerOf(sale.id)).toBe(ussd.id);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { emailOrPhone: ussd.phone, password: traveller.password },
    });
    expect(signIn.statusCode).toBe(200);
    // The code is used up.
    expect((await register({ ...newTraveller(), phone: ussd.phone, phoneCode: code })).statusCode).toBe(400);
  });

  it('lets a signed-in traveller claim the counter sales made to their phone, with its code', async () => {
    const phone = nextPhone();
    const { auth, user } = await signUp(app, { phone });
    const sale = await counterSale(phone);
    const claim = (code: string) =>
      app.inject({ method: 'POST', url: '/api/users/claim-bookings', headers: auth, payload: { code } });

    expect((await claim('123456')).statusCode).toBe(400);
    await askCode(phone, 'en');
    const code = codeSentTo(phone)!;
    expect(readOutbox(ctx.dataDir).findLast((m) => m.to === phone)!.text).toMatch(
      /^Gbaka: your code is \d{6}/,
    );
    const res = await claim(code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { claimed: 1 } });
    expect(await ownerOf(sale.id)).toBe(user._id);
    expect((await claim(code)).statusCode).toBe(400);
  });

  it('lets one of two simultaneous requests use a code, never both', async () => {
    const phone = nextPhone();
    const { auth } = await signUp(app, { phone });
    await counterSale(phone);
    await askCode(phone);
    const code = codeSentTo(phone)!;
    const claim = () =>
      app.inject({ method: 'POST', url: '/api/users/claim-bookings', headers: auth, payload: { code } });
    const answers = await Promise.all([claim(), claim(), claim()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('sends nothing to a phone with nothing to claim, nor twice in a minute, and answers the same', async () => {
    const nothing = nextPhone();
    const answer = await askCode(nothing);
    expect(answer.statusCode).toBe(200);
    expect(codeSentTo(nothing)).toBeUndefined();

    const { phone } = await ussdAccount();
    expect((await askCode(phone)).json()).toEqual(answer.json());
    const first = codeSentTo(phone);
    await askCode(phone);
    expect(readOutbox(ctx.dataDir).filter((m) => m.to === phone)).toHaveLength(1);
    expect(codeSentTo(phone)).toBe(first);
  });

  it('uses a code up after five wrong tries, even the right one after them', async () => {
    const { phone } = await ussdAccount();
    await askCode(phone);
    const code = codeSentTo(phone)!;
    const wrong = code === '999999' ? '999998' : '999999';
    const traveller = newTraveller({ phone });
    for (let i = 0; i < 5; i += 1) {
      expect((await register({ ...traveller, phoneCode: wrong })).statusCode).toBe(400);
    }
    expect((await register({ ...traveller, phoneCode: code })).statusCode).toBe(400);
    const [row] = await db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(row!.attempts).toBe(5);
  });

  it('never takes over an account that has a password, even with the code: the phone is simply taken', async () => {
    const phone = nextPhone();
    const { user } = await signUp(app, { phone });
    const sale = await counterSale(phone);
    await askCode(phone);
    const res = await register(newTraveller({ phone, phoneCode: codeSentTo(phone) }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([
      { field: 'phone', message: 'Un compte existe déjà avec ce téléphone' },
    ]);
    expect(await ownerOf(sale.id)).toBeNull();
    expect((await db.select().from(users).where(eq(users.id, user._id)))[0]!.email).toBe(user.email);
  });
});
