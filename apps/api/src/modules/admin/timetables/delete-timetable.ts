import type { TimetableSync } from '@gbaka/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/authentication';
import { auditRepository } from '../audit-repository';
import { adminTimetableRepository, type TimetableRow } from './repository';

/**
 * DELETE /admin/timetables/{id}: the line's unbooked future trips go with it; booked ones stay as standalone
 * trips (their link becomes null) so that the travellers who paid still travel.
 */
export async function deleteTimetable(db: Db, actor: AuthUser, id: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await adminTimetableRepository.lock(tx, id);
    if (!row) throw notFound('timetableNotFound');
    return removeLine(tx, actor.id, row, now);
  });
}

/** Deletes a locked line; its unbooked future trips go with it, booked ones stay as standalone trips. */
export async function removeLine(db: DbOrTx, actorId: string, row: TimetableRow, now = new Date()) {
  // Inactive first: the sync then treats every future trip as no longer served.
  await adminTimetableRepository.update(db, row.id, { active: false });
  const sync: TimetableSync = {
    generated: 0,
    ...(await adminTimetableRepository.syncFutureTrips(db, row.id, now)),
  };
  await adminTimetableRepository.delete(db, row.id);
  await auditRepository.record(db, {
    actorId,
    action: 'timetable.delete',
    entity: 'timetable',
    entityId: row.id,
    data: { companyId: row.companyId, fromCityId: row.fromCityId, toCityId: row.toCityId, ...sync },
  });
  return sync;
}
