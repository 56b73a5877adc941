import { describe, expect, it } from 'vitest';
import {
  bookingTotal,
  formatFcfa,
  formatNumberFr,
  MAX_SEATS_PER_BOOKING,
  plainSpaces,
  SERVICE_FEE_RATE,
  serviceFee,
} from './money';

describe('serviceFee', () => {
  it('is 6.5 % of the subtotal, rounded to a whole franc', () => {
    expect(SERVICE_FEE_RATE).toBe(0.065);
    expect(serviceFee(15000)).toBe(975);
    expect(serviceFee(0)).toBe(0);
    expect(serviceFee(1234)).toBe(80); // 80.21
  });

  it('rounds halves up', () => {
    expect(serviceFee(100)).toBe(7); // 6.5
    expect(serviceFee(300)).toBe(20); // 19.5
    expect(serviceFee(99)).toBe(6); // 6.435
  });

  it('agrees with exact integer rounding on every amount up to 200 000', () => {
    for (let subtotal = 0; subtotal <= 200_000; subtotal += 1) {
      if (serviceFee(subtotal) !== Math.floor((subtotal * 65 + 500) / 1000))
        throw new Error(`fee of ${subtotal}`);
    }
  });

  it('rejects amounts that are not whole non-negative numbers', () => {
    expect(() => serviceFee(-1)).toThrow(RangeError);
    expect(() => serviceFee(10.5)).toThrow(RangeError);
    expect(() => serviceFee(Number.NaN)).toThrow(RangeError);
  });
});

describe('bookingTotal', () => {
  it('charges seats × price plus the fee on a one-way trip', () => {
    expect(bookingTotal({ seats: 2, outboundPrice: 7500 })).toEqual({
      subtotal: 15000,
      fee: 975,
      total: 15975,
    });
  });

  it('adds the return price per seat on a round trip', () => {
    expect(bookingTotal({ seats: 3, outboundPrice: 5000, returnPrice: 6000 })).toEqual({
      subtotal: 33000,
      fee: 2145,
      total: 35145,
    });
  });

  it('treats a null return price as a one-way trip', () => {
    expect(bookingTotal({ seats: 1, outboundPrice: 1000, returnPrice: null }).total).toBe(1065);
  });

  it('rejects fractional seats', () => {
    expect(() => bookingTotal({ seats: 1.5, outboundPrice: 1000 })).toThrow(RangeError);
  });

  it('caps a booking at five seats', () => {
    expect(MAX_SEATS_PER_BOOKING).toBe(5);
  });
});

describe('formatFcfa', () => {
  // Intl's fr-FR output uses U+202F between groups; normalising keeps the tests independent of that choice.
  const plain = (s: string) => s.replace(/\s/g, ' ');

  it('groups thousands the French way and appends F CFA', () => {
    expect(plain(formatFcfa(15000, 'fr'))).toBe('15 000 F CFA');
    expect(plain(formatFcfa(1250000, 'fr'))).toBe('1 250 000 F CFA');
    expect(plain(formatFcfa(500, 'fr'))).toBe('500 F CFA');
  });

  it('uses the French format in every language', () => {
    expect(plain(formatFcfa(15000, 'en'))).toBe('15 000 F CFA');
    expect(plain(formatFcfa(1500, 'es'))).toBe('1 500 F CFA');
  });

  it('never breaks a price across lines', () => {
    expect(formatFcfa(15000)).not.toMatch(/ /);
    expect(formatNumberFr(15000)).toMatch(/^15\s000$/);
  });

  it('plainSpaces gives ordinary spaces for PDF fonts', () => {
    expect(plainSpaces(formatFcfa(15000))).toBe('15 000 F CFA');
  });
});
