import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../../src/lib/access-token';
import { newId } from '../../src/lib/ids';
import { createTestApp } from '../helper';
import { changedTables, databaseFingerprint } from './database-fingerprint';
import { operationsOf, type Operation } from './openapi-operations';
import { requestArbitrary, toHttp, type Caller, type FuzzRequest } from './request-arbitrary';
import { errorShapeProblem, findLeak } from './response-checks';
import { validBodies } from './valid-bodies';
import { buildWorld } from './world';

/**
 * Bad input refused: every operation of the OpenAPI document, called by anonymous callers,
 * a traveller and an administrator with generated inputs, conforming or not, and hostile wherever the schema
 * leaves room. Whatever is sent:
 *  - the answer is never a 5xx and never shows internals (stack, SQL, driver or library names);
 *  - a refusal (4xx) has the error envelope with a message and leaves every table as it was;
 *  - an input the document refuses is refused: a 2xx only ever answers an input that conforms;
 *  - no secured operation answers an anonymous caller, no admin operation answers a traveller, and no operator
 *    operation answers anyone but the company's staff (a manager joins the callers of those operations).
 * FUZZ_SEED and FUZZ_RUNS replay or widen a run; a failure prints the seed and the path that reproduce it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 6_2025);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
console.log(`fuzz: seed ${SEED}, ${RUNS} runs per operation (FUZZ_SEED / FUZZ_RUNS to change)`);

/** Refusals that are designed to write: each says why. */
const REFUSALS_THAT_WRITE: Record<string, string> = {
  'POST /api/users/login': 'a failed sign-in counts toward the lock (DESIGN §3)',
  'POST /api/users/refresh': 'a reused refresh token revokes its family (DESIGN §3)',
  'PUT /api/users/profile': 'a wrong current password counts toward the lock, like a sign-in (DESIGN §3)',
};
/** Answers that name what the leak check looks for, because DESIGN says they do. */
const DOCUMENTED_DISCLOSURES: Record<string, string[]> = {
  'GET /api/health': ['"database":"pglite"', '"database":"postgres"'], // DESIGN §2: which database answers
};
/** Operations whose answers are HTML pages for a browser, errors included (DESIGN §5, the sandbox page). */
const HTML_PAGES = new Set([
  'GET /api/payment/sandbox/{token}',
  'POST /api/payment/sandbox/{token}/complete',
]);

// Every limit out of the way: the fuzzer sends far more than a person would, from one address.
const ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
const db = ctx.database.db;
const world = await buildWorld(ctx);
const operations = operationsOf(ctx.app.swagger());
const context = {
  realIds: world.ids,
  forgedTokens: [
    'Bearer x',
    `Bearer ${'a'.repeat(5_000)}`,
    'Basic YWRtaW46YWRtaW4=',
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIn0.',
    `Bearer ${await createAccessTokens('another-secret-another-secret-12345').sign({ sub: world.admin.user._id, role: 'admin', ver: 0 })}`,
    `Bearer ${await createAccessTokens(ctx.config.JWT_SECRET).sign({ sub: newId(), role: 'admin', ver: 0 })}`,
  ],
  staticSegments: new Set(
    operations.flatMap((op) => op.path.split('/').filter((s) => s && !s.startsWith('{'))),
  ),
  validBodies: validBodies(world),
};
const headersOf = (caller: Caller) =>
  caller === 'manager' ? world.operator.manager.auth : world.headers[caller];
const adminOnly = (op: Operation) => op.path.startsWith('/api/admin/');
const staffOnly = (op: Operation) => op.path.startsWith('/api/operator/');

const started = Date.now();
/** Answers by status class, printed at the end: a fuzzer whose inputs all stop at validation proves little. */
const answers: Record<string, number> = {};
afterAll(() => {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const requests = Object.values(answers).reduce((sum, n) => sum + n, 0);
  console.log(
    `fuzz: ${operations.length} operations, ${requests} requests in ${seconds} s on ${ctx.database.kind};`,
    `answers ${JSON.stringify(answers)}`,
  );
});

/** One generated request sent, and every property checked on its answer. */
async function sendAndCheck(operation: Operation, request: FuzzRequest) {
  const { inject, received, sentStrings } = toHttp(operation, request, headersOf);
  const before = await databaseFingerprint(db);
  const res = await ctx.app.inject(inject);
  const status = res.statusCode;
  const contentType = String(res.headers['content-type'] ?? '');
  const statusClass = `${Math.floor(status / 100)}xx`;
  answers[statusClass] = (answers[statusClass] ?? 0) + 1;
  const sent =
    inject.payload === undefined
      ? ''
      : ` with ${inject.headers['content-type']} ${inject.payload.slice(0, 1_000)}`;
  const what = `${inject.method} ${inject.url.slice(0, 300)} as ${request.caller}${sent} → ${status} ${res.body.slice(0, 300)}`;

  expect(status, what).toBeLessThan(500);
  // Tickets are PDF and PNG: their bytes are no text to read a leak in.
  if (/^(?:text\/|application\/json)/.test(contentType)) {
    const echoes = [...sentStrings, ...(DOCUMENTED_DISCLOSURES[operation.key] ?? [])];
    expect(findLeak(res.body, echoes), what).toBeUndefined();
  }
  if (status >= 400) {
    const html = HTML_PAGES.has(operation.key) && contentType.startsWith('text/html');
    if (!html) expect(errorShapeProblem(res.body, contentType), what).toBeUndefined();
    if (!(operation.key in REFUSALS_THAT_WRITE)) {
      const changed = changedTables(before, await databaseFingerprint(db));
      expect(changed, `refusal wrote: ${what}`).toEqual([]);
    }
    return;
  }
  expect(operation.conforms(received), `accepted an input the document refuses: ${what}`).toBe(true);
  if (operation.secured && request.caller === 'anonymous') expect.fail(`answered anonymous: ${what}`);
  if (adminOnly(operation) && request.caller !== 'admin') expect.fail(`answered a non-admin: ${what}`);
  if (staffOnly(operation) && request.caller !== 'manager') expect.fail(`answered a non-member: ${what}`);
}

describe('every operation refuses bad input', () => {
  it('covers a document of the expected size', () => {
    // A sanity check on the reading of the document, not a count to keep in step with the routes.
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(operations.map((op) => [op.key, op] as const))(
    '%s',
    async (_key, operation) => {
      const property = fc.asyncProperty(requestArbitrary(operation, context), (request) =>
        sendAndCheck(operation, request),
      );
      await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
    },
    Math.max(30_000, RUNS * 1_500),
  );
});

/**
 * The findings of the fuzzer, kept as plain examples so that they stay covered whatever the generators
 * become: each was a 5xx or an answer outside the envelope before its fix.
 */
describe('findings', () => {
  const withParams = operations.filter((op) => op.pathParams.length > 0);
  const urlWith = (op: Operation, raw: string) => op.path.replace(/\{\w+\}/g, raw);

  it.each([
    ['a malformed escape', '%zz', 400],
    ['a param longer than the router takes', 'x'.repeat(101), 414],
  ])('%s in a path answers in the envelope, without the URL', async (_what, raw, status) => {
    for (const op of withParams) {
      const res = await ctx.app.inject({
        method: op.method,
        url: urlWith(op, raw),
        headers: world.headers.admin,
      });
      expect(res.statusCode, `${op.key}: ${res.body}`).toBe(status);
      expect(res.json(), op.key).toEqual({ success: false, message: 'Données invalides' });
    }
  });

  it('the document requires no field that a client may leave out', () => {
    const byKey = new Map(operations.map((op) => [op.key, op]));
    // Both behind z.preprocess: absent flags are false, an absent departure time means any time.
    expect(byKey.get('POST /api/admin/cities')!.body!.required).toEqual(['name', 'country']);
    expect(byKey.get('GET /api/travel/routes/search')!.query.required).toEqual([
      'from',
      'to',
      'departureDate',
    ]);
  });

  const admin = { ...world.headers.admin, 'accept-language': 'en' };
  it('an unreadable departure time on a trip is a field error, not a crash in the arrival check', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/routes',
      headers: admin,
      payload: { ...(context.validBodies['POST /api/admin/routes']!() as object), departureTime: '#8h' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'departureTime', message: 'Invalid time' }]);
  });

  it('an unreadable departure time on a timetable is a field error, not a crash in the arrival check', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/timetables',
      headers: admin,
      payload: {
        ...(context.validBodies['POST /api/admin/timetables']!() as object),
        departureTime: '../../etc/passwd',
        durationMinutes: 20,
        arrivalTime: '02:12',
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'departureTime', message: 'Invalid time' }]);
  });
});
