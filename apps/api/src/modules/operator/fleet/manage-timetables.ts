import type { OperatorTimetable } from '@gbaka/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { unknownRef } from '../../admin/db-conflicts';
import { refsRepository } from '../../admin/refs-repository';
import { removeLine } from '../../admin/timetables/delete-timetable';
import { presentTimetable } from '../../admin/timetables/present-timetable';
import { changeLine, insertLine } from '../../admin/timetables/save-timetable';
import type { Staff } from '../staff-access';
import { operatorFleetRepository } from './repository';

/** The line's cities must exist and its bus must be the company's ("unknown" otherwise, as for any id). */
async function columns(db: DbOrTx, staff: Staff, input: OperatorTimetable) {
  const from = await refsRepository.city(db, input.fromCityId);
  const to = await refsRepository.city(db, input.toCityId);
  const bus = await operatorFleetRepository.busByRef(db, staff.companyId, input.busId);
  if (!from) throw unknownRef('fromCityId', 'cityNotFound');
  if (!to) throw unknownRef('toCityId', 'cityNotFound');
  if (!bus) throw unknownRef('busId', 'busUnknown');
  const { arrivalTime: _, ...row } = input;
  return { ...row, companyId: staff.companyId };
}

export async function listTimetables(db: Db, staff: Staff, now = new Date()) {
  return (await operatorFleetRepository.timetables(db, staff.companyId, now)).map(presentTimetable);
}

export async function getTimetable(db: Db, staff: Staff, id: string, now = new Date()) {
  const row = await operatorFleetRepository.timetable(db, staff.companyId, id, now);
  if (!row) throw notFound('timetableNotFound');
  return presentTimetable(row);
}

/** POST /operator/timetables: the line and its trips for the rolling window, as the back office makes them. */
export async function createTimetable(db: Db, staff: Staff, input: OperatorTimetable) {
  return db.transaction(async (tx) => insertLine(tx, staff.userId, await columns(tx, staff, input)));
}

/** PUT /operator/timetables/{id}: trips with sold or held seats are kept as sold (the back office's rule). */
export async function updateTimetable(db: Db, staff: Staff, id: string, input: OperatorTimetable) {
  return db.transaction(async (tx) => {
    const before = await operatorFleetRepository.lockTimetable(tx, staff.companyId, id);
    if (!before) throw notFound('timetableNotFound');
    return changeLine(tx, staff.userId, before, await columns(tx, staff, input));
  });
}

export async function deleteTimetable(db: Db, staff: Staff, id: string) {
  return db.transaction(async (tx) => {
    const row = await operatorFleetRepository.lockTimetable(tx, staff.companyId, id);
    if (!row) throw notFound('timetableNotFound');
    return removeLine(tx, staff.userId, row);
  });
}
