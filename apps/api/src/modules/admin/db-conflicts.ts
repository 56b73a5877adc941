import { AppError } from '../../lib/errors';
import type { MessageKey } from '@gbaka/shared';
import { sqlState } from '../bookings/errors';

/** The constraint a failed statement broke, whether the driver error comes bare or wrapped by Drizzle. */
function constraintOf(error: unknown): string | undefined {
  const e = error as { constraint?: unknown; cause?: { constraint?: unknown } };
  const name = typeof e.constraint === 'string' ? e.constraint : e.cause?.constraint;
  return typeof name === 'string' ? name : undefined;
}

/**
 * Turns a unique-index violation into the 409 the form shows on its field. The use cases check first; this
 * covers the race where two administrators save the same name at the same moment.
 */
export async function uniqueOrConflict<T>(
  run: Promise<T>,
  byConstraint: Record<string, { field: string; key: MessageKey }>,
): Promise<T> {
  try {
    return await run;
  } catch (error) {
    const hit = sqlState(error) === '23505' ? byConstraint[constraintOf(error) ?? ''] : undefined;
    if (hit) throw duplicate(hit.field, hit.key);
    throw error;
  }
}

export function duplicate(field: string, key: MessageKey) {
  return new AppError('CONFLICT', key, { errors: [{ field, message: key }] });
}

/** A reference (id or name) to a row that does not exist: a 400 on the form's field. */
export function unknownRef(field: string, key: MessageKey) {
  return new AppError('VALIDATION', key, { errors: [{ field, message: key }] });
}

/** A delete refused because other rows still need this one (SPEC §9: deleting may affect routes and bookings). */
export function inUse(key: MessageKey, counts: Record<string, number>) {
  return new AppError('CONFLICT', key, { params: counts, data: { usage: counts } });
}
