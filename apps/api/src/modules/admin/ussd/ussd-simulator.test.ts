import { describe, expect, it } from 'vitest';
import { caller, signUpAdmin } from '../../../../test/admin-factories';
import { createCity, createCompany, createTrip, inDays } from '../../../../test/factories';
import { createTestApp } from '../../../../test/helper';

// No USSD_CALLBACK_TOKEN, as on a fresh `npm start`: the gateway's route is absent, the simulator is not.
const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const admin = caller(app, (await signUpAdmin(app)).auth);

let sequence = 0;
const nextPhone = () =>
  `+22505${String(Date.now() % 1e6).padStart(6, '0')}${String(++sequence).padStart(2, '0')}`;

/** A simulated phone: each `send` adds an input and posts the whole text, as the gateway does. */
function dial(phone = nextPhone()) {
  const sessionId = `sim-${Math.random().toString(36).slice(2)}`;
  const inputs: string[] = [];
  const request = async (text: string) => {
    const res = await admin('POST', '/api/admin/ussd/simulate', { sessionId, phoneNumber: phone, text });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { screen: string; ended: boolean };
  };
  return {
    phone,
    start: () => request(''),
    send: (input: string) => {
      inputs.push(input);
      return request(inputs.join('*'));
    },
  };
}

const inbox = async (phone: string) => {
  const res = await admin('GET', `/api/admin/ussd/phone/${encodeURIComponent(phone)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe(`USSD simulator (${ctx.database.kind})`, () => {
  it('books through the session engine without a gateway token, links the sandbox push, then shows the SMS ticket', async () => {
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/ussd/africastalking?token=',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'sessionId=x&phoneNumber=%2B2250701020304&text=',
        })
      ).statusCode,
    ).toBe(404);

    const [from, to, company] = [await createCity(db), await createCity(db), await createCompany(db)];
    await createTrip(db, {
      from,
      to,
      company,
      departureDate: inDays(1),
      departureTime: '09:15',
      price: 8_000,
    });
    const phone = dial();
    expect(await phone.start()).toEqual({ screen: expect.stringMatching(/^Gbaka\n1 /), ended: false });
    await phone.send('1');
    await phone.send(from.name);
    await phone.send(to.name);
    expect((await phone.send('2')).screen).toMatch(/\n1 09:15 .* 8000F/);
    await phone.send('1');
    await phone.send('1');
    expect((await phone.send('Yao Kouassi')).screen).toMatch(/1 place\(s\)\nTotal/);
    await phone.send('1');
    const end = await phone.send('2');
    expect(end.ended).toBe(true);
    const reference = /Réservation ([A-Z0-9]{8})/.exec(end.screen)![1]!;

    const waiting = await inbox(phone.phone);
    expect(waiting.sms).toEqual([]);
    expect(waiting.pendingPayment).toMatchObject({
      reference,
      amount: expect.any(Number),
      url: expect.stringMatching(/\/api\/payment\/sandbox\/[\w-]+$/),
    });

    const token = waiting.pendingPayment.url.split('/').pop();
    const paid = await app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${token}/complete`,
      payload: { outcome: 'success', method: 'orange_money', phone: phone.phone },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const after = await inbox(phone.phone);
    expect(after.pendingPayment).toBeNull();
    expect(after.sms).toEqual([
      expect.objectContaining({ to: phone.phone, kind: 'ticket', text: expect.stringContaining(reference) }),
    ]);
  });

  it('lists only that phone’s messages, newest first', async () => {
    const phone = nextPhone();
    await app.sms.enqueue(db, { to: phone, text: 'premier', kind: 'reminder' });
    await app.sms.enqueue(db, { to: phone, text: 'second', kind: 'reminder' });
    await app.sms.enqueue(db, { to: nextPhone(), text: 'autre', kind: 'reminder' });
    // Any accepted way of writing the number finds the same phone.
    const national = phone.replace('+225', '');
    expect((await inbox(national)).sms.map((m: { text: string }) => m.text)).toEqual(['second', 'premier']);
  });

  it('refuses a wrong phone or session id with a localised message', async () => {
    const bad = await admin('POST', '/api/admin/ussd/simulate', {
      sessionId: '',
      phoneNumber: '12',
      text: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Numéro de téléphone ivoirien invalide');
    expect(bad.body).toContain('Identifiant de session USSD invalide');
    const phone = await admin('GET', '/api/admin/ussd/phone/123');
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toContain('Numéro de téléphone ivoirien invalide');
  });
});
