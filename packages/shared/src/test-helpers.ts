import type { z } from 'zod';
import { isMessageKey } from './messages';
import { keyErrorMap } from './zod-errors';

/**
 * Test helpers (only imported by *.test.ts). `issues` parses with the key fallback installed, as the API and
 * the web do, and returns `{ path: key }` so a test reads like the form it checks.
 */
export function issues(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input, { error: keyErrorMap });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    out[path] ??= issue.message;
  }
  return out;
}

/** Every message of every issue, to assert that all of them are catalogue keys. */
export function allMessages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input, { error: keyErrorMap });
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

export function expectOnlyKeys(messages: string[]): void {
  const notKeys = messages.filter((m) => !isMessageKey(m));
  if (notKeys.length > 0) throw new Error(`not catalogue keys: ${notKeys.join(' | ')}`);
}

/** A date of birth that is `years` old today (UTC = Abidjan). */
export function bornYearsAgo(years: number, now: Date = new Date()): string {
  return `${now.getUTCFullYear() - years}-01-01`;
}
