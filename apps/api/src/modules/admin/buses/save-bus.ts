import type { AdminBus } from '@gbaka/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import type { AuthUser } from '../../../plugins/authentication';
import { auditRepository, changes } from '../audit-repository';
import { duplicate, uniqueOrConflict, unknownRef } from '../db-conflicts';
import { refsRepository } from '../refs-repository';
import { presentBus } from './present-bus';
import { adminBusRepository, type BusRow, type NewBus } from './repository';

const UNIQUE = { buses_number_key: { field: 'busId', key: 'busIdTaken' } } as const;
const FIELDS = [
  'name',
  'companyId',
  'busNumber',
  'totalSeats',
  'layout',
  'model',
  'type',
  'amenities',
] as const;

/** A bus form's fields but its company (a workspace's bus is always its own company's). */
export type BusFields = Omit<AdminBus, 'company'>;
type Company = { id: string; name: string };

/** The bus id must be free. */
async function columns(db: DbOrTx, company: Company, input: BusFields, exceptId?: string) {
  const other = await adminBusRepository.findByNumber(db, input.busId);
  if (other && other.id !== exceptId) throw duplicate('busId', 'busIdTaken');
  const row: Omit<NewBus, 'id'> = {
    name: input.name,
    companyId: company.id,
    busNumber: input.busId,
    totalSeats: input.totalSeats,
    layout: input.layout,
    model: input.model ?? null,
    type: input.type ?? null,
    amenities: input.amenities,
  };
  return row;
}

export async function createBus(db: Db, actor: AuthUser, input: AdminBus) {
  return db.transaction(async (tx) => {
    const company = await refsRepository.company(tx, input.company);
    if (!company) throw unknownRef('company', 'companyNotFound');
    return insertBus(tx, actor.id, company, input);
  });
}

/** A new bus of `company`, its id free, audited: the rule of the back office and of a company's workspace. */
export async function insertBus(db: DbOrTx, actorId: string, company: Company, input: BusFields) {
  const row = await columns(db, company, input);
  const bus = await uniqueOrConflict(adminBusRepository.insert(db, { id: newId(), ...row }), UNIQUE);
  await auditRepository.record(db, {
    actorId,
    action: 'bus.create',
    entity: 'bus',
    entityId: bus.id,
    data: { name: bus.name, busNumber: bus.busNumber, companyId: company.id },
  });
  return presentBus(bus, company);
}

/**
 * PUT /admin/buses/{id}. Fewer seats than a seat number already held on an upcoming trip is refused; otherwise
 * the upcoming trips of a smaller bus put no more seats on sale than it has.
 */
export async function updateBus(db: Db, actor: AuthUser, id: string, input: AdminBus, now = new Date()) {
  return db.transaction(async (tx) => {
    const before = await adminBusRepository.lock(tx, id);
    if (!before) throw notFound('busUnknown');
    const company = await refsRepository.company(tx, input.company);
    if (!company) throw unknownRef('company', 'companyNotFound');
    return changeBus(tx, actor.id, before, company, input, now);
  });
}

/** The change of a locked bus, under the rules of PUT /admin/buses/{id}, audited with its diff. */
export async function changeBus(
  db: DbOrTx,
  actorId: string,
  before: BusRow,
  company: Company,
  input: BusFields,
  now = new Date(),
) {
  const row = await columns(db, company, input, before.id);
  // A line or a departure runs its own company's bus (the database's (bus, company) foreign keys): a bus in
  // use stays with its company, or their sold seats would change hands.
  if (row.companyId !== before.companyId) {
    const usage = await adminBusRepository.usage(db, before.id, now);
    if (usage.trips + usage.timetables > 0) {
      throw new AppError('CONFLICT', 'busCompanyLocked', {
        errors: [{ field: 'company', message: 'busCompanyLocked' }],
      });
    }
  }
  if (row.totalSeats < before.totalSeats) {
    const seat = await adminBusRepository.highestSeatTaken(db, before.id, now);
    if (seat > row.totalSeats) {
      throw new AppError('CONFLICT', 'busTooSmall', {
        params: { seat },
        errors: [{ field: 'totalSeats', message: 'busTooSmall' }],
      });
    }
    await adminBusRepository.capSeatsOnSale(db, before.id, row.totalSeats, now);
  }
  const after = await uniqueOrConflict(adminBusRepository.update(db, before.id, row), UNIQUE);
  await auditRepository.record(db, {
    actorId,
    action: 'bus.update',
    entity: 'bus',
    entityId: before.id,
    data: changes(before, after, FIELDS),
  });
  return presentBus(after, company);
}
