import { z } from 'zod';
import type { MessageKey } from './messages/fr';

/*
 * Apart from `refs.ts`, whose helpers the web pages use without any schema: a module that imports zod makes
 * every page importing it download zod.
 */

/** Input field holding an id or an exact name; `requiredKey` is the message when it is empty. */
export function idOrNameSchema(requiredKey: MessageKey) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(120, { error: 'tooLong' });
}
