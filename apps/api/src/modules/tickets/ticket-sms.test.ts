import { smsSize } from '@gbaka/shared';
import { describe, expect, it } from 'vitest';
import { ticketSms } from './ticket-messages';
import type { TicketLeg, TicketView } from './ticket-view';

const leg = (over: Partial<TicketLeg> = {}): TicketLeg => ({
  tripId: 't1',
  from: 'Abidjan',
  to: 'Yamoussoukro',
  departureDate: '2026-12-14',
  departureTime: '07:30',
  arrivalTime: '10:30',
  company: 'UTB',
  busName: 'Le Rapide',
  busNumber: 'CI-1234',
  seats: [3, 4],
  passengers: [],
  dateText: 'lundi 14 décembre 2026',
  ...over,
});

const view = (over: Partial<TicketView> = {}) =>
  ({
    language: 'fr',
    reference: '1A2B3C4D',
    boardingCode: 'K7MP4XQ2',
    codeText: 'K7MP-4XQ2',
    outbound: leg(),
    inbound: null,
    ...over,
  }) as TicketView;

/** One SMS: GSM-7 and at most 160 units (a single ô or en dash would make it UCS-2, 70). */
const expectOneSms = (text: string) => {
  const size = smsSize(text);
  expect(size, text).toMatchObject({ encoding: 'gsm7', segments: 1 });
  expect(size.units).toBeLessThanOrEqual(160);
};

describe('ticket SMS', () => {
  it('gives the reference, the boarding code, the route, day, time, company and seats', () => {
    const text = ticketSms(view());
    expect(text).toBe(
      'Gbaka: billet 1A2B3C4D, code K7MP-4XQ2. Abidjan-Yamoussoukro 14/12 07:30, UTB, siège(s) 3, 4. Présentez-vous 30 min avant.',
    );
    expectOneSms(text);
  });

  it('keeps a round trip in one SMS, both legs', () => {
    const text = ticketSms(
      view({
        inbound: leg({ from: 'Yamoussoukro', to: 'Abidjan', departureDate: '2026-12-20', seats: [5, 6] }),
      }),
    );
    expect(text).toContain('code K7MP-4XQ2');
    expect(text).toMatch(/Aller .*Retour Yamoussoukro-Abidjan 20\/12/);
    expectOneSms(text);
  });

  it('stays one GSM-7 SMS with long names, accents outside GSM-7 and many seats, code and reference kept', () => {
    const long = leg({
      from: 'Grand-Bassam Côte Ouest Gare Routière',
      to: 'San-Pédro Quartier Bardot Nord',
      company: 'Société Ivoirienne de Transport Côtier – Express Lagunaire',
      seats: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    });
    for (const v of [view({ outbound: long }), view({ outbound: long, inbound: long })]) {
      const text = ticketSms(v);
      expect(text.startsWith('Gbaka: billet 1A2B3C4D, code K7MP-4XQ2.')).toBe(true);
      expectOneSms(text);
    }
  });
});
