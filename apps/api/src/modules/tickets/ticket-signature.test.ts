import { describe, expect, it } from 'vitest';
import type { TicketQrPayload } from '@gbaka/shared';
import { signTicket, verifyTicket } from './ticket-signature';

const secret = 'ticket-secret-ticket-secret-ticket-secret';
const payload: TicketQrPayload = {
  bookingId: '0190a0b0-0000-7000-8000-00000000abcd',
  passenger: 'Awa Koné',
  from: 'Abidjan',
  to: 'Yamoussoukro',
  date: '2025-05-14',
  time: '08:00',
  seats: [12, 13],
  company: 'UTB',
  phone: '+2250701020304',
  totalPrice: 21_300,
};

describe('ticket signature', () => {
  it('verifies what it signed, whatever the key order of the scanned JSON', () => {
    const signed = signTicket(payload, secret);
    expect(signed.sig).toMatch(/^[\w-]{43}$/);
    expect(verifyTicket(JSON.stringify(signed), secret)).toEqual(payload);
    const reordered = Object.fromEntries(Object.entries(signed).reverse());
    expect(verifyTicket(JSON.stringify(reordered), secret)).toEqual(payload);
  });

  it('rejects a tampered payload, a tampered or missing signature, another key and garbage', () => {
    const signed = signTicket(payload, secret);
    expect(verifyTicket(JSON.stringify({ ...signed, seats: [12, 13, 14] }), secret)).toBeNull();
    expect(verifyTicket(JSON.stringify({ ...signed, passenger: 'Awa Kone' }), secret)).toBeNull();
    expect(verifyTicket(JSON.stringify({ ...signed, totalPrice: 100 }), secret)).toBeNull();
    expect(
      verifyTicket(JSON.stringify({ ...signed, sig: `${signed.sig.slice(0, -1)}A` }), secret),
    ).toBeNull();
    expect(verifyTicket(JSON.stringify({ ...signed, sig: '' }), secret)).toBeNull();
    const { sig: _sig, ...unsigned } = signed;
    expect(verifyTicket(JSON.stringify(unsigned), secret)).toBeNull();
    expect(verifyTicket(JSON.stringify(signed), `${secret}x`)).toBeNull();
    for (const garbage of ['', 'not json', '[]', 'null', '{"sig":1}'])
      expect(verifyTicket(garbage, secret)).toBeNull();
  });
});
