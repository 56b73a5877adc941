import { z } from 'zod';

/**
 * zod's e-mail rule (the one `z.email()` applies): letters, digits and `_ ' + - .` before the @, a dotted domain
 * with a letter TLD. Stricter than SPEC §5's x@y.z on purpose: `< > , "`, spaces and quotes would let an address
 * rewrite the headers of the mail sent to it (issue 15).
 */
export const EMAIL_PATTERN = z.regexes.email;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
