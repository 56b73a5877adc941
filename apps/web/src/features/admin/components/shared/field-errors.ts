import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-error';

/**
 * Puts the API's field errors (`errors: [{ field, message }]`, DESIGN §3) on the form's fields, so that a
 * refusal the browser could not foresee (a name already taken) shows where it belongs. Returns whether any did.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const { field, message } of error.errors) {
    if (fields.includes(field)) {
      setError(field as Path<T>, { message });
      applied = true;
    }
  }
  return applied;
}
