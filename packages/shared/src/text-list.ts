import { z } from 'zod';
import { err } from './error-key';

/** "wifi, ac, , power " → ["wifi", "ac", "power"]: comma-separated form text, trimmed, empties dropped (SPEC §5). */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The form's comma-separated text or the API's array; either way a clean array, empty when absent. */
export const listFieldSchema = z.preprocess(
  (v) => (v === undefined || v === null ? [] : typeof v === 'string' ? splitList(v) : v),
  z
    .array(z.string(err('invalidValue')).trim().max(120, err('tooLong')), err('invalidValue'))
    .max(50, err('valueTooLarge'))
    .transform((items) => items.filter((item) => item !== '')),
);

/** The reverse, to fill a form from stored data. */
export function joinList(items: readonly string[]): string {
  return items.join(', ');
}
