import { TIMETABLE_WINDOW_DAYS, type AdminTimetable, type TimetableSync } from '@gbaka/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import { todayInAbidjan } from '../../../lib/time';
import type { AuthUser } from '../../../plugins/authentication';
import { tripGenerationRepository } from '../../timetables/repository';
import { auditRepository, changes } from '../audit-repository';
import { unknownRef } from '../db-conflicts';
import { refsRepository } from '../refs-repository';
import { getTimetable } from './read-timetables';
import { adminTimetableRepository, type NewTimetable, type TimetableRow } from './repository';

const FIELDS = [
  'companyId',
  'fromCityId',
  'toCityId',
  'busId',
  'daysOfWeek',
  'departureTime',
  'durationMinutes',
  'price',
  'stops',
  'amenities',
  'features',
  'popular',
  'active',
] as const;

/**
 * The line's company, cities and bus must exist, and the bus must be the company's. One lookup after the other:
 * inside a transaction they share one connection, which runs one query at a time anyway.
 */
async function columns(db: DbOrTx, input: AdminTimetable): Promise<Omit<NewTimetable, 'id'>> {
  const company = await refsRepository.company(db, input.companyId);
  const from = await refsRepository.city(db, input.fromCityId);
  const to = await refsRepository.city(db, input.toCityId);
  const bus = await refsRepository.bus(db, input.busId);
  if (!company) throw unknownRef('companyId', 'companyNotFound');
  if (!from) throw unknownRef('fromCityId', 'cityNotFound');
  if (!to) throw unknownRef('toCityId', 'cityNotFound');
  if (!bus) throw unknownRef('busId', 'busUnknown');
  if (bus.companyId !== company.id) throw unknownRef('busId', 'busNotOfCompany');
  const { arrivalTime: _, ...row } = input;
  return row;
}

/** POST /admin/timetables. */
export async function createTimetable(db: Db, actor: AuthUser, input: AdminTimetable, now = new Date()) {
  return db.transaction(async (tx) => insertLine(tx, actor.id, await columns(tx, input), now));
}

/**
 * A new line and its trips for the rolling window, in the caller's transaction. The generator is one idempotent
 * statement (unique timetable and date), so the periodic job of any instance can run meanwhile.
 */
export async function insertLine(
  db: DbOrTx,
  actorId: string,
  columns: Omit<NewTimetable, 'id'>,
  now = new Date(),
) {
  const row = await adminTimetableRepository.insert(db, { id: newId(), ...columns });
  const generated = await tripGenerationRepository.generate(
    db,
    todayInAbidjan(now),
    TIMETABLE_WINDOW_DAYS,
    row.id,
  );
  const sync: TimetableSync = { generated, updated: 0, removed: 0, closed: 0, kept: 0 };
  await auditRepository.record(db, {
    actorId,
    action: 'timetable.create',
    entity: 'timetable',
    entityId: row.id,
    data: { departureTime: row.departureTime, daysOfWeek: row.daysOfWeek, ...sync },
  });
  return { timetable: await getTimetable(db, row.id, now), sync };
}

/** PUT /admin/timetables/{id}. */
export async function updateTimetable(
  db: Db,
  actor: AuthUser,
  id: string,
  input: AdminTimetable,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const before = await adminTimetableRepository.lock(tx, id);
    if (!before) throw notFound('timetableNotFound');
    return changeLine(tx, actor.id, before, await columns(tx, input), now);
  });
}

/**
 * A locked line, then its future trips. Unbooked ones follow the new timetable (or go, on days it no longer runs,
 * or all of them once inactive); booked ones are kept as sold and counted; new days get their trips.
 */
export async function changeLine(
  db: DbOrTx,
  actorId: string,
  before: TimetableRow,
  columns: Omit<NewTimetable, 'id'>,
  now = new Date(),
) {
  const id = before.id;
  const after = await adminTimetableRepository.update(db, id, columns);
  const trips = await adminTimetableRepository.syncFutureTrips(db, id, now);
  const generated = await tripGenerationRepository.generate(
    db,
    todayInAbidjan(now),
    TIMETABLE_WINDOW_DAYS,
    id,
  );
  const sync: TimetableSync = { generated, ...trips };
  await auditRepository.record(db, {
    actorId,
    action: 'timetable.update',
    entity: 'timetable',
    entityId: id,
    data: { ...changes(before, after, FIELDS), sync },
  });
  return { timetable: await getTimetable(db, id, now), sync };
}
