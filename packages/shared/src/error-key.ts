import type { MessageKey } from './messages/fr';

/**
 * `{ error: key }` for a zod check. Going through this helper makes the compiler reject a key that is missing
 * from the catalogues, so a schema can never send the web app or the API an untranslatable message.
 */
export function err(key: MessageKey): { error: MessageKey } {
  return { error: key };
}
