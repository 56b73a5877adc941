import { describe, expect, it } from 'vitest';
import { tokenSubject } from './token-subject';

/** A token shaped like the API's (header.payload.signature, base64url without padding). */
function token(payload: unknown): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}

describe('tokenSubject', () => {
  it('reads the user id of an access token', () => {
    expect(tokenSubject(token({ sub: '0190a0b0-0000-7000-8000-00000000f001', role: 'user' }))).toBe(
      '0190a0b0-0000-7000-8000-00000000f001',
    );
  });

  it('reads UTF-8 payloads whose base64url uses "-" or "_"', () => {
    const sub = 'ÿþ-user-ûü';
    const encoded = token({ sub });
    expect(encoded.split('.')[1]).toMatch(/[-_]/);
    expect(tokenSubject(encoded)).toBe(sub);
  });

  it('knows nobody without a token, or with one it cannot read', () => {
    expect(tokenSubject(null)).toBeNull();
    expect(tokenSubject('not-a-token')).toBeNull();
    expect(tokenSubject('a.%%%.c')).toBeNull();
    expect(tokenSubject(token({ role: 'user' }))).toBeNull();
    expect(tokenSubject(token({ sub: 42 }))).toBeNull();
  });
});
