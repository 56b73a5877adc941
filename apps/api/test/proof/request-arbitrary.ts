import fc from 'fast-check';
import { conformingValue, violatingValue, type JsonSchema } from './json-schema-arbitraries';
import { anyJson, hostileString, PROTOTYPE_KEYS } from './hostile-values';
import { decodeQuery, encodeQuery, urlOf, type Operation, type Received } from './openapi-operations';

export type Caller = 'anonymous' | 'traveller' | 'admin' | 'manager';
/** Company staff call the operator routes only: the other operations keep the seed's sequences they had. */
const isOperatorRoute = (operation: Operation) => operation.path.startsWith('/api/operator/');

/** One generated request: who sends it and its parts, before they are written as HTTP. */
export interface FuzzRequest {
  caller: Caller;
  /** A forged or stale bearer token sent by an anonymous caller, if any. */
  forgedToken?: string;
  language: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; payload: string; contentType: string };
}

/** What app.inject is given. */
export interface HttpRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface RequestContext {
  /** Ids of real rows, so that well-formed ids reach the handlers instead of stopping at "not found". */
  realIds: string[];
  /** Bearer tokens no server should honour: signed with another key, for a user that does not exist… */
  forgedTokens: string[];
  /** Path segments of other routes: a param equal to one would call that route instead. */
  staticSegments: Set<string>;
  /** A body each operation accepts (valid-bodies.ts), to break one field at a time. */
  validBodies: Record<string, () => unknown>;
}

/** Requests for `operation` that mix conforming, violating and malformed parts, as each caller. */
export function requestArbitrary(operation: Operation, context: RequestContext): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    caller: isOperatorRoute(operation)
      ? fc.constantFrom<Caller>('anonymous', 'traveller', 'admin', 'manager')
      : fc.constantFrom<Caller>('anonymous', 'traveller', 'admin'),
    forgedToken: fc.option(fc.constantFrom(...context.forgedTokens), { nil: undefined, freq: 4 }),
    language: fc.constantFrom('fr', 'en', 'es', 'zz', '*', 'en;q=abc', '\u00e9'.repeat(50)),
    params: paramsArbitrary(operation, context),
    query: queryArbitrary(operation.query),
    body: bodyArbitrary(operation, context.validBodies[operation.key]?.()),
  });
}

function paramsArbitrary(
  operation: Operation,
  context: RequestContext,
): fc.Arbitrary<Record<string, string>> {
  const entries = operation.pathParams.map((param) => {
    const conforming = conformingValue(param.schema) as fc.Arbitrary<string>;
    const real =
      param.schema.format === 'uuid' ? [fc.constantFrom(...context.realIds)] : ([] as fc.Arbitrary<string>[]);
    const value = fc
      .oneof(
        ...real,
        conforming,
        violatingValue(param.schema).map(String),
        hostileString(300),
        fc.constantFrom('0', '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'),
      )
      // An empty param or one naming another route's segment ("/users/count") is a request to another route.
      .filter((v) => v !== '' && !context.staticSegments.has(v));
    return [param.name, value] as const;
  });
  return fc.record(Object.fromEntries(entries));
}

function queryArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const hasParams = Object.keys(schema.properties ?? {}).length > 0;
  const base = hasParams
    ? fc.oneof(conformingValue(schema), violatingValue(schema), fc.constant({}))
    : fc.constant({});
  // Keys no route reads, some aimed at the prototype; repeated keys become arrays on the server.
  const extra = fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS, 'page', 'limit', 'x'), hostileString(30), {
    maxKeys: 2,
    noNullPrototype: true,
  });
  return fc
    .tuple(base, fc.option(extra, { freq: 3 }))
    .map(([value, more]) =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? { ...(more ?? {}), ...(value as Record<string, unknown>) }
        : { ...(more ?? {}) },
    );
}

function bodyArbitrary(operation: Operation, example: unknown): fc.Arbitrary<FuzzRequest['body']> {
  const writes = operation.method !== 'GET';
  if (!operation.body)
    return writes
      ? fc.oneof(fc.constant({ kind: 'none' as const }), rawBody(fc.constant({})))
      : fc.constant({ kind: 'none' as const });
  const conforming = conformingValue(operation.body);
  const json = (value: unknown) => ({ kind: 'json' as const, value });
  return fc.oneof(
    { weight: 2, arbitrary: conforming.map(json) },
    { weight: 3, arbitrary: violatingValue(operation.body).map(json) },
    { weight: 1, arbitrary: anyJson.map(json) },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    { weight: 2, arbitrary: rawBody(conforming) },
    ...(isObject(example)
      ? [{ weight: 4, arbitrary: oneFieldBroken(example, operation.body).map(json) }]
      : []),
  );
}

/**
 * A body the operation accepts with one field replaced (by a hostile but conforming value, a violating one,
 * anything at all) or removed: the rest passes validation, so the value reaches the handler and the database.
 */
function oneFieldBroken(example: Record<string, unknown>, schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const keys = [...new Set([...Object.keys(example), ...Object.keys(properties)])];
  return fc.constantFrom(...keys).chain((key) => {
    const field = properties[key];
    const replacements = field
      ? [conformingValue(field), violatingValue(field), hostileString(), anyJson]
      : [hostileString(), anyJson];
    return fc
      .option(fc.oneof(...replacements), { nil: undefined, freq: 6 })
      .map((value) => ({ ...example, [key]: value }));
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  "{'a':1}",
  '[1,2',
  'nul',
  '"unterminated',
  '{"a":1}}',
  '\u0000',
  '',
  ' ',
];

/** Bodies a JSON parser must refuse, or that arrive with the wrong content type. */
function rawBody(conforming: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzRequest['body']> {
  const json = 'application/json';
  const raw = (payload: string, contentType = json) => ({ kind: 'raw' as const, payload, contentType });
  return fc.oneof(
    fc.constantFrom(...MALFORMED_JSON).map((payload) => raw(payload)),
    // Prototype pollution through the parser: secure-json-parse must refuse both forms.
    conforming.map((value) => raw(withKey(value, '__proto__', { role: 'admin', isAdmin: true }))),
    conforming.map((value) => raw(withKey(value, 'constructor', { prototype: { role: 'admin' } }))),
    fc.constant(raw(`${'['.repeat(5_000)}${']'.repeat(5_000)}`)),
    fc
      .tuple(
        conforming,
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/vnd.api+json',
          'application/json; charset=utf-16',
          'application/json; charset=""',
        ),
      )
      .map(([value, contentType]) =>
        raw(
          contentType === 'application/x-www-form-urlencoded'
            ? formEncoded(value)
            : JSON.stringify(value ?? null),
          contentType,
        ),
      ),
  );
}

/** `value` as JSON text with `key` added as an own property (what a hand-written request can carry). */
function withKey(value: unknown, key: string, inner: unknown): string {
  const text = JSON.stringify(value ?? {});
  const member = `${JSON.stringify(key)}:${JSON.stringify(inner)}`;
  return text.startsWith('{') && text !== '{}' ? `{${member},${text.slice(1)}` : `{${member}}`;
}

function formEncoded(value: unknown): string {
  if (typeof value !== 'object' || value === null) return `value=${encodeURIComponent(String(value))}`;
  return encodeQuery(value as Record<string, unknown>);
}

/** The HTTP request of `request` for app.inject, and what the server will see once it has parsed it. */
export function toHttp(
  operation: Operation,
  request: FuzzRequest,
  headersOf: (caller: Caller) => Record<string, string>,
): { inject: HttpRequest; received: Received; sentStrings: string[] } {
  const query = encodeQuery(request.query);
  const headers: Record<string, string> = {
    'accept-language': request.language,
    ...headersOf(request.caller),
  };
  if (request.caller === 'anonymous' && request.forgedToken) headers.authorization = request.forgedToken;
  const params = wellFormed(request.params);
  const inject: HttpRequest = { method: operation.method, url: urlOf(operation, params, query), headers };
  const received: Received = { params, query: decodeQuery(query), body: undefined };
  const { body } = request;
  if (body.kind === 'json' && body.value !== undefined) {
    inject.payload = JSON.stringify(body.value);
    headers['content-type'] = 'application/json';
    received.body = JSON.parse(inject.payload);
  } else if (body.kind === 'raw') {
    inject.payload = body.payload;
    headers['content-type'] = body.contentType;
    Object.assign(received, parsedRaw(operation, body.payload, body.contentType));
  }
  return { inject, received, sentStrings: stringsIn([params, request.query, body]) };
}

/**
 * What secure-json-parse refuses (Fastify's JSON parser, both actions 'error'): an own `__proto__` key, or an own
 * `constructor` holding a `prototype`, at any depth of the parsed value. A `constructor` that JSON's last
 * duplicate key made a number is no threat, and passes.
 */
function poisoned(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Object.hasOwn(value, '__proto__')) return true;
  const ctor = (value as Record<string, unknown>).constructor;
  if (
    Object.hasOwn(value, 'constructor') &&
    typeof ctor === 'object' &&
    ctor !== null &&
    Object.hasOwn(ctor, 'prototype')
  )
    return true;
  return Object.values(value).some(poisoned);
}

/**
 * What the server makes of a raw body: JSON without prototype keys parses, form bodies parse on the payment
 * routes (the only ones with a form parser, for providers' notifications), text/plain arrives as a string;
 * anything else is refused before validation.
 */
function parsedRaw(operation: Operation, payload: string, contentType: string): Partial<Received> {
  // Parsers are chosen by media type; a charset parameter changes nothing (JSON is read as UTF-8).
  const mediaType = contentType.split(';')[0]!.trim();
  if (mediaType === 'application/json') {
    try {
      const parsed: unknown = JSON.parse(payload);
      return poisoned(parsed) ? { unparsable: true } : { body: parsed };
    } catch {
      return { unparsable: true };
    }
  }
  if (mediaType === 'text/plain') return { body: payload };
  if (mediaType === 'application/x-www-form-urlencoded' && operation.path.startsWith('/api/payment/'))
    return { body: Object.fromEntries(new URLSearchParams(payload)) };
  return { unparsable: true };
}

/** Every string inside a value, keys included: what an answer may legitimately echo back. */
function stringsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) value.forEach((v) => stringsIn(v, found));
  else if (typeof value === 'object' && value !== null)
    for (const [key, v] of Object.entries(value)) {
      found.push(key);
      stringsIn(v, found);
    }
  return found;
}

/**
 * Params with each lone surrogate replaced by U+FFFD, as a browser writes them into a URL (UTF-8 has no
 * encoding for a lone surrogate, and encodeURIComponent throws on one).
 */
function wellFormed(params: Record<string, string>): Record<string, string> {
  const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, value.replace(lone, '\uFFFD')]),
  );
}
