import { describe, expect, it } from 'vitest';
import { isEmail, normaliseEmail } from './email';

describe('isEmail', () => {
  it.each(['a@b.c', 'koffi.yao@gbaka.ci', 'first+tag@sub.domain.org'])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each(['', 'koffi', 'koffi@', '@gbaka.ci', 'koffi@gbaka', 'kof fi@gbaka.ci', 'a@b@c.d'])(
    'rejects %j',
    (email) => {
      expect(isEmail(email)).toBe(false);
    },
  );
});

describe('normaliseEmail', () => {
  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Koffi.Yao@Gbaka.CI ')).toBe('koffi.yao@gbaka.ci');
  });
});
