import type { DbOrTx } from '../../../src/db/client';
import { users } from '../../../src/db/schema';
import { createAccessTokens } from '../../../src/lib/access-token';
import { newId } from '../../../src/lib/ids';
import { SHARED_ENV } from './api-process';

export interface Traveller {
  id: string;
  auth: Record<string, string>;
}

/**
 * Travellers written straight into the database, with access tokens signed by the deployment's JWT_SECRET: the
 * tests are about bookings, and hundreds of Argon2 sign-ups would only cost minutes. Any instance accepts the
 * tokens, as it does a real session's.
 */
export async function insertTravellers(db: DbOrTx, count: number): Promise<Traveller[]> {
  const rows = Array.from({ length: count }, () => {
    const id = newId();
    return {
      id,
      firstName: 'Awa',
      lastName: 'Koné',
      email: `awa.${id}@example.ci`,
      passwordHash: 'not-a-password-hash: these travellers never sign in',
    };
  });
  await db.insert(users).values(rows);
  const tokens = createAccessTokens(SHARED_ENV.JWT_SECRET);
  return Promise.all(
    rows.map(async ({ id }) => ({
      id,
      auth: { authorization: `Bearer ${await tokens.sign({ sub: id, role: 'user', ver: 0 })}` },
    })),
  );
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  retryAfter: string | null;
  /** How long it took. */
  ms: number;
}

/**
 * One JSON request to an API process, in English. It must be answered within `timeoutMs`: a request that hangs
 * fails the test like an error.
 */
export async function call(
  baseUrl: string,
  method: string,
  url: string,
  options: { auth?: Record<string, string>; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  const began = Date.now();
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      'accept-language': 'en',
      ...options.auth,
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await res.text();
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  return { status: res.status, body, retryAfter: res.headers.get('retry-after'), ms: Date.now() - began };
}
