import { describe, expect, it } from 'vitest';
import { formatPhone, isIvorianPhone, nationalDigits, toE164, toInternationalE164 } from './phone';

describe('toE164', () => {
  it.each([
    ['0712345678', '+2250712345678'],
    ['07 12 34 56 78', '+2250712345678'],
    ['+225 0712345678', '+2250712345678'],
    ['+225 07 12 34 56 78', '+2250712345678'],
    ['(07)-12-34-56-78', '+2250712345678'],
    ['00225 07 12 34 56 78', '+2250712345678'],
    ['002250512345678', '+2250512345678'],
    ['07.12.34.56.78', '+2250712345678'],
    ['  0112345678  ', '+2250112345678'],
    ['2112345678', '+2252112345678'],
    ['2512345678', '+2252512345678'],
    ['2712345678', '+2252712345678'],
    ['+2250712345678', '+2250712345678'],
  ])('reads %s as %s', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it.each([
    ['0812345678', 'prefix 08'],
    ['0212345678', 'prefix 02'],
    ['1012345678', 'prefix 10'],
    ['071234567', 'nine digits'],
    ['07123456789', 'eleven digits'],
    ['+33 6 12 34 56 78', 'a French number'],
    ['225 0712345678', 'country code without + or 00'],
    ['+225 12345678', 'the old eight-digit plan'],
    ['07 12 34 56 7a', 'a letter'],
    ['', 'nothing'],
  ])('rejects %s (%s)', (input) => {
    expect(toE164(input)).toBeNull();
    expect(isIvorianPhone(input)).toBe(false);
  });
});

describe('nationalDigits', () => {
  it('strips separators and the country code', () => {
    expect(nationalDigits('+225 (07) 12-34-56-78')).toBe('0712345678');
    expect(nationalDigits('00225 0712345678')).toBe('0712345678');
  });
});

describe('formatPhone', () => {
  it('prints the checkout hint format', () => {
    expect(formatPhone('+2250712345678')).toBe('+225 07 12 34 56 78');
  });

  it('leaves what it cannot read unchanged', () => {
    expect(formatPhone('+33612345678')).toBe('+33612345678');
  });
});

describe('toInternationalE164', () => {
  it('keeps the Ivorian rule for Ivorian numbers', () => {
    expect(toInternationalE164('07 12 34 56 78')).toBe('+2250712345678');
  });

  it('accepts other countries written with + or 00', () => {
    expect(toInternationalE164('+233 24 123 4567')).toBe('+233241234567');
    expect(toInternationalE164('00221 77 123 45 67')).toBe('+221771234567');
  });

  it('rejects numbers without a country code or with too few digits', () => {
    expect(toInternationalE164('0812345678')).toBeNull();
    expect(toInternationalE164('+2331')).toBeNull();
  });
});
