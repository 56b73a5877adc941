import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import { newId } from '../../lib/ids';

export interface AuditEntry {
  /** Null for a change no person made now (a payment confirmed by its provider, an account since deleted). */
  actorId: string | null;
  /** "<entity>.<verb>": user.update, booking.status, trip.bulk_delete… */
  action: string;
  entity: string;
  entityId?: string | null;
  data?: Record<string, unknown>;
}

/**
 * The back office's trail. Every use case writes its entry with the transaction of the change it records, so
 * that a change without its entry (or an entry for a change rolled back) cannot exist.
 */
export const auditRepository = {
  async record(db: DbOrTx, entry: AuditEntry) {
    await db.insert(auditLog).values({
      id: newId(),
      actorId: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      data: entry.data ?? null,
    });
  },
};

type Plain = string | number | boolean | null | undefined | readonly unknown[] | Date;

/** The fields that differ between two versions of a row, as `{ field: [before, after] }`: a small diff. */
export function changes<T extends Record<string, unknown>>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
): Record<string, [unknown, unknown]> {
  const diff: Record<string, [unknown, unknown]> = {};
  for (const field of fields) {
    const a = normalise(before[field] as Plain);
    const b = normalise(after[field] as Plain);
    if (JSON.stringify(a) !== JSON.stringify(b)) diff[field] = [a, b];
  }
  return diff;
}

const normalise = (value: Plain) => (value instanceof Date ? value.toISOString() : (value ?? null));
