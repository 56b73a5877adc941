import { AppError } from '../../lib/errors';
import type { ApiMessageKey } from '@gbaka/shared';
import { uniqueViolation } from '../../lib/database-errors';

/**
 * Turns a unique-index violation into the 409 the form shows on its field. The use cases check first; this
 * covers the race where two administrators save the same name at the same moment.
 */
export async function uniqueOrConflict<T>(
  run: Promise<T>,
  byConstraint: Record<string, { field: string; key: ApiMessageKey }>,
): Promise<T> {
  try {
    return await run;
  } catch (error) {
    const hit = byConstraint[uniqueViolation(error) ?? ''];
    if (hit) throw duplicate(hit.field, hit.key);
    throw error;
  }
}

export function duplicate(field: string, key: ApiMessageKey) {
  return new AppError('CONFLICT', key, { errors: [{ field, message: key }] });
}

/** A reference (id or name) to a row that does not exist: a 400 on the form's field. */
export function unknownRef(field: string, key: ApiMessageKey) {
  return new AppError('VALIDATION', key, { errors: [{ field, message: key }] });
}

/** A delete refused because other rows still need this one (SPEC §9: deleting may affect routes and bookings). */
export function inUse(key: ApiMessageKey, counts: Record<string, number>) {
  return new AppError('CONFLICT', key, { params: counts, data: { usage: counts } });
}
