import type { Db, DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { presentTimetable } from './present-timetable';
import { adminTimetableRepository } from './repository';

/** GET /admin/timetables: every line with its number of upcoming trips, by company and route. */
export async function listTimetables(
  db: Db,
  filter: { companyId?: string; active?: boolean },
  now = new Date(),
) {
  return (await adminTimetableRepository.list(db, filter, now)).map(presentTimetable);
}

export async function getTimetable(db: DbOrTx, id: string, now = new Date()) {
  const row = await adminTimetableRepository.findView(db, id, now);
  if (!row) throw notFound('timetableNotFound');
  return presentTimetable(row);
}
