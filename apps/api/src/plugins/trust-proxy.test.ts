import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper';

/**
 * Issue 15 hole 1: the client address behind the rate limits. Unset, a client's own X-Forwarded-For changes
 * nothing; with the proxy trusted (app.inject comes from 127.0.0.1), the header names the client.
 */
const LIMIT = 3;
const direct = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });
const behindProxy = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '127.0.0.1' });

/** A rate-limited route; its empty body is refused (400) after being counted. */
const forgot = (app: typeof direct.app, forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/users/forgot-password',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: {},
  });

describe('TRUST_PROXY', () => {
  it('unset: a spoofed X-Forwarded-For does not buy a fresh budget', async () => {
    const statuses = [];
    for (let i = 0; i <= LIMIT; i++)
      statuses.push((await forgot(direct.app, `203.0.113.${i + 1}`)).statusCode);
    expect(statuses).toEqual([...Array(LIMIT).fill(400), 429]);
  });

  it('set to the proxy: its X-Forwarded-For names the client, one budget each', async () => {
    const statuses = [];
    for (let i = 0; i <= LIMIT; i++)
      statuses.push((await forgot(behindProxy.app, `203.0.113.${i + 1}`)).statusCode);
    expect(statuses).toEqual(Array(LIMIT + 1).fill(400));
    for (let i = 0; i < LIMIT; i++)
      expect((await forgot(behindProxy.app, '198.51.100.7')).statusCode).toBe(400);
    expect((await forgot(behindProxy.app, '198.51.100.7')).statusCode).toBe(429);
  });
});
