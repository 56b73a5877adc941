import { describe, expect, it } from 'vitest';
import { isEmail, normaliseEmail } from './email';

describe('isEmail', () => {
  it.each(['a@b.ci', 'koffi.yao@gbaka.ci', 'first+tag@sub.domain.org', "o'neil@example.ci", 'UPPER@X.CI'])(
    'accepts %s',
    (email) => {
      expect(isEmail(email)).toBe(true);
    },
  );

  it.each(['', 'koffi', 'koffi@', '@gbaka.ci', 'koffi@gbaka', 'kof fi@gbaka.ci', 'a@b@c.d', 'a..b@gbaka.ci'])(
    'rejects %j',
    (email) => {
      expect(isEmail(email)).toBe(false);
    },
  );

  // Issue 15 hole 9: `p<img/src=x>@red.test` became `To: "p@red.test" <img/src=x>` in a ticket mail.
  it.each(['p<img/src=x>@red.test', '"a"@b.ci', 'a,b@c.ci', 'a@b.ci>', 'a@b.ci\nBcc: x@y.ci', 'a;b@c.ci'])(
    'rejects %j, which could rewrite mail headers',
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
