/**
 * What no answer may carry, whatever was sent: stack traces, source paths, SQL or driver error text, the
 * names of the libraries underneath. Each marker is one that the fuzzer's own inputs never contain (see
 * hostile-values.ts), so finding one means the server wrote it.
 */
export const LEAK_MARKERS: { name: string; pattern: RegExp }[] = [
  { name: 'stack frame', pattern: /\n\s*at\s|\bat\s+[\w$.<>]+\s+\(/ },
  { name: 'source position', pattern: /\.(?:ts|js|mjs|cjs):\d+(?::\d+)?/ },
  { name: 'stack property', pattern: /"stack"\s*:/ },
  { name: 'node_modules path', pattern: /node_modules/ },
  { name: 'ORM name', pattern: /drizzle/i },
  { name: 'database name', pattern: /pglite|postgres|\bpg\b|sqlstate/i },
  { name: 'SQL error', pattern: /syntax error|failed query|violates|duplicate key|invalid input syntax/i },
  { name: 'SQL identifiers', pattern: /relation "|column "|constraint "/i },
  { name: 'JavaScript error', pattern: /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|ZodError)\b/ },
  {
    name: 'runtime message',
    pattern: /cannot read propert|is not a function|is not defined|undefined is not/i,
  },
  { name: 'Fastify internals', pattern: /FST_|\bfastify\b|Route \w+:\/.* not found/i },
];

/** The first leak marker found in `body` once the strings the client sent are taken out of it. */
export function findLeak(body: string, sent: Iterable<string>): string | undefined {
  let scrubbed = body;
  for (const text of sent) {
    if (text.length < 2) continue;
    scrubbed = scrubbed.split(text).join('').split(JSON.stringify(text).slice(1, -1)).join('');
  }
  return LEAK_MARKERS.find((marker) => marker.pattern.test(scrubbed))?.name;
}

/** Why `body` is not the project's error envelope `{ success: false, message, errors? }` (DESIGN §3), if it is not. */
export function errorShapeProblem(body: string, contentType: string | undefined): string | undefined {
  if (!contentType?.startsWith('application/json')) return `content type ${contentType ?? 'none'}`;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return 'not JSON';
  }
  if (typeof json !== 'object' || json === null) return 'not an object';
  const { success, message, errors } = json as Record<string, unknown>;
  if (success !== false) return 'success is not false';
  if (typeof message !== 'string' || message.trim() === '') return 'no message';
  if (errors === undefined) return undefined;
  if (!Array.isArray(errors)) return 'errors is not an array';
  const wellFormed = errors.every(
    (e) =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as Record<string, unknown>).field === 'string' &&
      typeof (e as Record<string, unknown>).message === 'string',
  );
  return wellFormed ? undefined : 'an error without field or message';
}
