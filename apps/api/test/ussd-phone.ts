import type { Language } from '@gbaka/shared';
import { expect } from 'vitest';
import { createCity, createCompany, createTrip, inDays } from './factories';
import type { TestContext } from './helper';

let sequence = 0;
/** A phone number of its own per call (07 and eight digits). */
export const nextPhone = () =>
  `+22507${String(Date.now() % 1e6).padStart(6, '0')}${String(++sequence).padStart(2, '0')}`;

/**
 * Phones dialling the short code through Africa's Talking's callback, for tests that drive whole USSD sessions.
 * `onScreen` sees every screen answered (the length check collects them).
 */
export function ussdPhones(
  ctx: TestContext,
  token: string,
  onScreen: (screen: { lang: Language; screen: string }) => void = () => {},
) {
  const db = ctx.database.db;

  const post = (fields: Record<string, string>, withToken = token) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/ussd/africastalking?token=${encodeURIComponent(withToken)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  /** Each `send` adds an input and posts the whole text, as the gateway does. */
  function dial(phone = nextPhone(), lang: Language = 'fr') {
    const sessionId = `ATUid_${Math.random().toString(36).slice(2)}`;
    const inputs: string[] = [];
    const request = async (text: string) => {
      const res = await post({
        sessionId,
        serviceCode: '*384*1234#',
        phoneNumber: phone,
        networkCode: '62120',
        text,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      onScreen({ lang, screen: res.body });
      return res.body;
    };
    return {
      phone,
      sessionId,
      start: () => request(''),
      send: (input: string) => {
        inputs.push(input);
        return request(inputs.join('*'));
      },
      /** The gateway's retry: the same text again. */
      again: () => request(inputs.join('*')),
    };
  }

  /** A line with two departures tomorrow: 08:00 at 10 000 F, 14:30 at 12 000 F. */
  async function line() {
    const from = await createCity(db);
    const to = await createCity(db);
    const company = await createCompany(db);
    const first = await createTrip(db, {
      from,
      to,
      company,
      departureDate: inDays(1),
      departureTime: '08:00',
      price: 10_000,
    });
    await createTrip(db, {
      from,
      to,
      company,
      departureDate: inDays(1),
      departureTime: '14:30',
      price: 12_000,
    });
    return { from, to, company, trip: first.trip };
  }

  /** Books two seats from the main menu up to the confirmation screen, for a phone without an account. */
  async function toConfirmation(phone = dial()) {
    const { from, to, trip } = await line();
    expect(await phone.start()).toMatch(/^CON Gbaka\n1 /);
    expect(await phone.send('1')).toMatch(/^CON Ville de départ :/);
    expect(await phone.send(from.name)).toContain(`De ${from.name.slice(0, 13)}`);
    expect(await phone.send(to.name)).toMatch(/1 Aujourd'hui\n2 Demain/);
    expect(await phone.send('2')).toMatch(/\n1 08:00 .* 10000F\n2 14:30 .* 12000F/);
    expect(await phone.send('1')).toMatch(/Nombre de places \(1-5\)/);
    expect(await phone.send('2')).toMatch(/Nom du voyageur/);
    expect(await phone.send('Awa Koné')).toMatch(/2 place\(s\)\nTotal 21 300 F CFA\n1 Payer/);
    return { phone, trip };
  }

  return { post, dial, line, toConfirmation };
}
