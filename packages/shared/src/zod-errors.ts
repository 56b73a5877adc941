import type { z } from 'zod';
import type { Language } from './common';
import { translate } from './messages';
import type { MessageKey } from './messages/fr';

type Issue = Parameters<NonNullable<z.core.$ZodErrorMap>>[0];

/**
 * Fallback for the checks a schema leaves without its own key (a wrong type, an unknown enum value, a response
 * field): it maps zod's issue codes to catalogue keys, so that no English text from zod reaches a user.
 * Install it once where zod is used, `z.config({ customError: keyErrorMap })`, or pass it to one parse:
 * `schema.safeParse(data, { error: keyErrorMap })`. A schema's own key always wins over it.
 */
export function keyErrorMap(issue: Issue): MessageKey {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? 'fieldRequired'
        : 'invalidValue';
    case 'too_big':
      return issue.origin === 'string' ? 'tooLong' : 'valueTooLarge';
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1 ? 'fieldRequired' : 'valueTooSmall';
    default:
      return 'invalidValue';
  }
}

/**
 * A zod error as the API's `errors: [{ field, message }]` (DESIGN §3), translated. `field` is the dotted
 * path ("passengerDetails.email"); an object-level issue without a path reports the field "".
 */
export function toFieldErrors(error: z.ZodError, lang: Language): { field: string; message: string }[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: translate(lang, issue.message),
  }));
}
