/** Ivorian phone numbers (SPEC §5): ten digits starting 01, 05, 07, 21, 25 or 27, optionally after +225. */
const VALID_PREFIXES = ['01', '05', '07', '21', '25', '27'] as const;
export const COUNTRY_CODE = '+225';

/** Strips spaces, dashes, dots, parentheses and a leading +225 / 00225; returns the ten national digits. */
export function nationalDigits(input: string): string {
  const compact = input.replace(/[\s\-().]/g, '');
  return compact.replace(/^(\+225|00225)/, '');
}

export function isIvorianPhone(input: string): boolean {
  const digits = nationalDigits(input);
  return /^\d{10}$/.test(digits) && VALID_PREFIXES.some((p) => digits.startsWith(p));
}

/** E.164 form stored in the database, or null when the input is not an Ivorian number. */
export function toE164(input: string): string | null {
  return isIvorianPhone(input) ? `${COUNTRY_CODE}${nationalDigits(input)}` : null;
}

/** "+225 07 12 34 56 78", the format the checkout hint shows. */
export function formatPhone(e164: string): string {
  const digits = nationalDigits(e164);
  if (!/^\d{10}$/.test(digits)) return e164;
  return `${COUNTRY_CODE} ${digits.match(/\d{2}/g)!.join(' ')}`;
}

/**
 * E.164 for a company's phone, which may be abroad (West African operators): an Ivorian number in any accepted
 * format, or an international one written with + or 00 and 8 to 15 digits. Null otherwise.
 */
export function toInternationalE164(input: string): string | null {
  const ivorian = toE164(input);
  if (ivorian) return ivorian;
  const compact = input.replace(/[\s\-().]/g, '').replace(/^00/, '+');
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}
