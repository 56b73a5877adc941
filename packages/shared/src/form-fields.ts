import { z } from 'zod';
import { err } from './error-key';
import type { MessageKey } from './messages/fr';

/**
 * Field schemas for the back-office forms, where inputs arrive as text (HTML inputs) or as JSON numbers and
 * booleans (the API). Blank text means "not given": a required field then reports its own key instead of
 * zod's generic type error, and `Number('')` never sneaks in as 0.
 */
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : typeof v === 'string' ? v.trim() : v;

/** Required trimmed text; `requiredKey` for blank. */
export function requiredText(requiredKey: MessageKey, max = 120) {
  return z.string(err(requiredKey)).trim().min(1, err(requiredKey)).max(max, err('tooLong'));
}

/** Optional trimmed text; blank becomes undefined. */
export function optionalTextField(max = 2000) {
  return z.preprocess(blankToUndefined, z.string(err('invalidValue')).max(max, err('tooLong')).optional());
}

interface NumberRules {
  min?: number;
  max?: number;
  int?: boolean;
}

function numberSchema(key: MessageKey, { min, max, int = true }: NumberRules) {
  let schema = z.number(err(key));
  if (int) schema = schema.int(err(key));
  if (min !== undefined) schema = schema.min(min, err(key));
  if (max !== undefined) schema = schema.max(max, err(key));
  return schema;
}

/** "15 000" and "5,36" are how people type numbers here: drop the spaces, read the comma as a decimal point. */
function toNumber(v: unknown): unknown {
  const value = blankToUndefined(v);
  return typeof value === 'string' ? Number(value.replace(/\s/g, '').replace(',', '.')) : value;
}

/** A number typed as text or sent as a number; `key` covers blank, not-a-number and out-of-range alike. */
export function numberField(key: MessageKey, rules: NumberRules = {}) {
  return z.preprocess(toNumber, numberSchema(key, rules));
}

/** An optional decimal (a coordinate): blank is omitted, as the city form sends it (SPEC §5). */
export function optionalDecimalField(key: MessageKey, min: number, max: number) {
  return z.preprocess(toNumber, numberSchema(key, { min, max, int: false }).optional());
}

/** An optional http(s) URL; blank is omitted. Other schemes (javascript:, data:) are refused. */
export function optionalUrlField() {
  return z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/, ...err('urlInvalid') })
      .max(500, err('tooLong'))
      .optional(),
  );
}

/** A checkbox: a boolean, or the text "true"/"on" from a form post; absent is false. */
export function checkboxField() {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v === 'true' || v === 'on' : (v ?? false)),
    z.boolean(err('invalidValue')),
  );
}
