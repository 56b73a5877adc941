import fc from 'fast-check';

/**
 * What an attacker or a broken client sends: the building blocks of the fuzzer's inputs. None contains a word
 * the leak check looks for (response-checks.ts), so an answer that echoes one back is not taken for a leak.
 */

/** Strings that have broken parsers, query builders and databases before. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'Awa\u0000Koné',
  '%00',
  '%',
  '%%%',
  '%F0%9F%9A%8C',
  '\uD800',
  '\uFEFF',
  '\u202Eevil',
  'ǅ𝔊🚌👩‍👩‍👧‍👦',
  'é'.repeat(300),
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" UNION SELECT password FROM users --',
  "1' AND SLEEP(5)#",
  '$1',
  "\\'",
  '\\',
  '%_%',
  '{{7*7}}',
  '${process.env}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x1F',
  '[object Object]',
  'all',
  'true',
];

/** Strings for identifiers that are not uuids, some close to one. */
export const MALFORMED_UUIDS = [
  'abc',
  '1',
  '0',
  '-1',
  '00000000-0000-0000-0000-00000000000',
  '00000000-0000-0000-0000-0000000000000',
  '0190a0b0-0000-7000-8000-00001a2b3c4g',
  '{0190a0b0-0000-7000-8000-00001a2b3c4d}',
  '0190a0b00000700080000001a2b3c4d',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  "0190a0b0-0000-7000-8000-00001a2b3c4d' OR '1'='1",
  '0190a0b0-0000-7000-8000-00001a2b3c4d\u0000',
  '../0190a0b0-0000-7000-8000-00001a2b3c4d',
];

/** Numbers outside what any field allows, or not plain numbers at all once they reach JavaScript. */
export const NASTY_NUMBERS = [
  -1,
  -0,
  0.5,
  -2_147_483_649,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Keys that try to reach an object's prototype or shadow its methods once parsed. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
];

/** A hostile string of at most `maxLength` characters (never cut inside a surrogate pair on purpose). */
export function hostileString(maxLength = 200): fc.Arbitrary<string> {
  const fits = NASTY_STRINGS.filter((s) => s.length <= maxLength);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...fits) },
    { weight: 2, arbitrary: fc.string({ maxLength: Math.min(maxLength, 40), unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.string({ maxLength: Math.min(maxLength, 40), unit: 'binary' }) },
    {
      weight: 1,
      // A nasty string inside ordinary text, where a naive escape would go wrong.
      arbitrary: fc
        .tuple(fc.constantFrom(...fits), fc.constantFrom('Abidjan ', 'x', 'awa@example.ci'))
        .map(([nasty, text]) => `${text}${nasty}`.slice(0, maxLength)),
    },
  );
}

/** Far longer than any field allows: past a column, past a query string, past the 100 KiB body limit. */
export const hugeString = fc
  .constantFrom(1_000, 10_000, 120_000)
  .chain((length) => fc.constantFrom('x', 'é', '🚌', "'").map((unit) => unit.repeat(length)));

/** Any JSON value at all, small: what a field gets when the client sends the wrong type. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, '', 'x', [], {}, [null], { $gt: '' }),
  fc.constantFrom(...NASTY_NUMBERS),
  hostileString(40),
  fc.array(fc.oneof(fc.integer(), hostileString(10)), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom('a', 'id', ...PROTOTYPE_KEYS), hostileString(10), { maxKeys: 3 }),
);
