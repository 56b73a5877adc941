import fc from 'fast-check';
import {
  anyJson,
  hostileString,
  hugeString,
  MALFORMED_UUIDS,
  NASTY_NUMBERS,
  NASTY_STRINGS,
} from './hostile-values';

/** The part of JSON Schema (OpenAPI 3.0 flavour) that the app's document uses. */
export interface JsonSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  /** The server also takes other forms and normalises them to this schema (swagger.ts). */
  'x-normalised'?: boolean;
}

const HIGHEST_INT = 2 ** 31 - 1;

/**
 * Values the schema accepts, with hostile content wherever the schema leaves room for it (free text gets
 * SQL, NUL bytes, emoji; numbers go to their bounds). The server may still refuse them on business rules.
 */
export function conformingValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(conformingValue));
  const value = conformingByType(schema);
  return schema.nullable ? fc.option(value, { nil: null, freq: 5 }) : value;
}

function conformingByType(schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'string':
      return conformingString(schema);
    case 'integer': {
      const min = Math.max(schema.minimum ?? -HIGHEST_INT, -Number.MAX_SAFE_INTEGER);
      const max = Math.min(schema.maximum ?? HIGHEST_INT, Number.MAX_SAFE_INTEGER);
      return fc.oneof(fc.constantFrom(min, max), fc.integer({ min, max }));
    }
    case 'number': {
      const min = schema.minimum ?? -1e9;
      const max = schema.maximum ?? 1e9;
      return fc.oneof(fc.constantFrom(min, max), fc.double({ min, max, noNaN: true }));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? conformingValue(schema.items) : anyJson, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return conformingObject(schema);
    default:
      return anyJson;
  }
}

function conformingString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 200;
  if (schema.format === 'uuid') return fc.uuid({ version: 7 });
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern)
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= minLength && s.length <= maxLength);
  return hostileString(maxLength).filter((s) => s.length >= minLength);
}

/** Every required property, some optional ones, and sometimes extra keys a client has no business sending. */
function conformingObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, sub]) => [key, conformingValue(sub)])),
    { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
  );
  const extra = fc.dictionary(
    fc.constantFrom('role', 'isAdmin', 'userId', 'status', 'price', 'id', '_id', 'constructor', 'toString'),
    anyJson,
    { maxKeys: 2, noNullPrototype: true },
  );
  return fc
    .tuple(record, fc.option(extra, { freq: 3 }))
    .map(([fields, more]) => ({ ...(more ?? {}), ...fields }));
}

/**
 * Values the schema refuses: the wrong type, out of bounds, too long, not in the enum, malformed ids, a
 * required property missing, or an invalid value deep inside. The caller confirms each one against the
 * schema, so a mutation that happens to stay valid is discarded rather than mistaken for a refused input.
 */
export function violatingValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [wrongType(schema)];
  if (schema.type === 'string' || schema.format || schema.pattern) options.push(badString(schema));
  if (schema.type === 'integer' || schema.type === 'number') options.push(badNumber(schema));
  if (schema.type === 'array') options.push(badArray(schema));
  if (schema.type === 'object' && schema.properties) options.push(badObject(schema));
  return fc.oneof(...options);
}

/** A value of a JSON type the schema does not allow (a string where a number goes, an object for a text). */
function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const pool: fc.Arbitrary<unknown>[] = [];
  if (schema.type !== 'string') pool.push(hostileString(40).filter((s) => Number.isNaN(Number(s))));
  if (schema.type !== 'integer' && schema.type !== 'number')
    pool.push(fc.constantFrom(...NASTY_NUMBERS, 0, 7));
  if (schema.type !== 'boolean') pool.push(fc.boolean());
  if (schema.type !== 'array') pool.push(fc.constantFrom([], [1], ['x'], [[]]));
  if (schema.type !== 'object') pool.push(fc.constantFrom({}, { $ne: null }, { a: 1 }));
  if (!schema.nullable) pool.push(fc.constant(null));
  return fc.oneof(...pool);
}

function badString(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [hugeString];
  if (schema.maxLength !== undefined) options.push(fc.constant('x'.repeat(schema.maxLength + 1)));
  if (schema.format === 'uuid') options.push(fc.constantFrom(...MALFORMED_UUIDS));
  if (schema.enum || schema.pattern || schema.format || schema.minLength)
    options.push(fc.constantFrom(...NASTY_STRINGS.filter((s) => s.trim() !== '')));
  return fc.oneof(...options);
}

function badNumber(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [fc.constantFrom(1e308, -1e308)];
  if (schema.minimum !== undefined) options.push(fc.constantFrom(schema.minimum - 1, schema.minimum - 1e9));
  if (schema.maximum !== undefined)
    options.push(fc.constantFrom(schema.maximum + 1, schema.maximum * 10 + 1e9));
  if (schema.type === 'integer') options.push(fc.constantFrom(0.5, 1.25, -7.5));
  return fc.oneof(...options);
}

function badArray(schema: JsonSchema): fc.Arbitrary<unknown> {
  const item = schema.items ? conformingValue(schema.items) : anyJson;
  const options: fc.Arbitrary<unknown>[] = [];
  if (schema.maxItems !== undefined)
    options.push(fc.array(item, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 3 }));
  if (schema.minItems) options.push(fc.constant([]));
  if (schema.items) options.push(violatingValue(schema.items).map((bad) => [bad]));
  options.push(fc.constant(Array.from({ length: 10_000 }, (_, i) => i)));
  return fc.oneof(...options);
}

/** A conforming object with one property broken (or a required one removed). */
function badObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties!);
  const required = (schema.required ?? []).filter((key) => keys.includes(key));
  const broken = fc
    .constantFrom(...keys)
    .chain((key) =>
      fc
        .tuple(conformingObject(schema), violatingValue(schema.properties![key]!))
        .map(([object, bad]) => ({ ...object, [key]: bad })),
    );
  if (required.length === 0) return broken;
  const missing = fc.constantFrom(...required).chain((key) =>
    conformingObject(schema).map((object) => {
      const copy = { ...object };
      delete copy[key];
      return copy;
    }),
  );
  return fc.oneof(broken, missing);
}
