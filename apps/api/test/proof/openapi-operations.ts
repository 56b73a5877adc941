import { parse as parseQuery } from 'node:querystring';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchema } from './json-schema-arbitraries';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
        security?: unknown[];
      }
    >
  >;
}

/** One operation of the OpenAPI document, its inputs as JSON Schemas and validators of what the server gets. */
export interface Operation {
  /** "GET /api/travel/routes/{id}", without a trailing slash: the key of the tables in these tests. */
  key: string;
  method: Method;
  path: string;
  secured: boolean;
  pathParams: Parameter[];
  query: JsonSchema;
  body?: JsonSchema;
  /** Does what the server receives conform to the document? */
  conforms(received: Received): boolean;
}

/** A request as the server sees it: decoded path params, parsed query string, parsed body. */
export interface Received {
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** `undefined` when no body was sent; `unparsable` when it was not JSON. */
  body: unknown;
  unparsable?: boolean;
}

const bodyAjv = addFormats(new Ajv({ strict: false, allErrors: false }));
// Query values arrive as strings: the document's integers are integers written in decimal.
const queryAjv = addFormats(new Ajv({ strict: false, allErrors: false, coerceTypes: true }));

/** The operations under /api of the app's OpenAPI document, sorted by key. */
export function operationsOf(document: unknown): Operation[] {
  const { paths } = document as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === 'path');
      const queryParams = parameters.filter((p) => p.in === 'query');
      const query: JsonSchema = {
        type: 'object',
        properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])),
        required: queryParams.filter((p) => p.required).map((p) => p.name),
      };
      const params: JsonSchema = {
        type: 'object',
        properties: Object.fromEntries(pathParams.map((p) => [p.name, p.schema])),
        required: pathParams.map((p) => p.name),
      };
      const body = op.requestBody?.content['application/json']?.schema;
      const validate = {
        params: bodyAjv.compile(params),
        query: queryAjv.compile(accepting(query)),
        body: body ? bodyAjv.compile(accepting(body)) : undefined,
      };
      operations.push({
        key: operationKey(method, path),
        method: method.toUpperCase() as Method,
        path,
        secured: (op.security ?? []).length > 0,
        pathParams,
        query,
        body,
        conforms: (received) => conforms(validate, received, op.requestBody?.required ?? false),
      });
    }
  }
  return operations.sort((a, b) => a.key.localeCompare(b.key));
}

export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/(.)\/$/, '$1')}`;
}

/**
 * The schema of what the server accepts: a field the document marks `x-normalised` (swagger.ts) also takes
 * other forms than its schema's, so any value conforms there; the server's checks decide.
 */
function accepting(schema: JsonSchema): JsonSchema {
  if (schema['x-normalised']) return {};
  return {
    ...schema,
    ...(schema.properties && {
      properties: Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, accepting(v)])),
    }),
    ...(schema.items && { items: accepting(schema.items) }),
    ...(schema.anyOf && { anyOf: schema.anyOf.map(accepting) }),
  };
}

function conforms(
  validate: { params: ValidateFunction; query: ValidateFunction; body?: ValidateFunction },
  received: Received,
  bodyRequired: boolean,
): boolean {
  // Text fields are trimmed before their length is checked: "Abidjan   " fits in 7 characters.
  const either = (check: ValidateFunction, value: unknown) =>
    check(structuredClone(value)) || check(trimmed(value));
  if (!either(validate.params, received.params)) return false;
  if (!either(validate.query, received.query)) return false;
  if (!validate.body) return true;
  if (received.unparsable) return false;
  if (received.body === undefined) return !bodyRequired;
  return either(validate.body, received.body);
}

/** A copy of `value` with every string trimmed. */
function trimmed(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimmed);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)]));
  return value;
}

/** The URL of `operation` with its path params, and its query string, as a client would write them. */
export function urlOf(operation: Operation, params: Record<string, string>, query: string): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  return query ? `${path}?${query}` : path;
}

/** Query values as a browser sends them: arrays as repeated keys, everything else as its text. */
export function encodeQuery(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      search.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
  }
  return search.toString();
}

/** The query object the server parses out of `encoded` (repeated keys become arrays). */
export function decodeQuery(encoded: string): Record<string, unknown> {
  return { ...parseQuery(encoded) };
}
