import { describe, expect, it } from 'vitest';
import { formatPhone, telHref } from './contact';

describe('contact helpers', () => {
  it('writes Ivorian numbers in pairs and leaves others alone', () => {
    expect(formatPhone('+2252731600404')).toBe('+225 27 31 60 04 04');
    expect(formatPhone('+233201234567')).toBe('+233201234567');
  });

  it('builds tel: links without spaces', () => {
    expect(telHref('+225 27 20 00 00 00')).toBe('tel:+2252720000000');
  });
});
