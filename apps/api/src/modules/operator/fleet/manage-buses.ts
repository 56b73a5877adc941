import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { removeBus } from '../../admin/buses/delete-bus';
import { presentBus } from '../../admin/buses/present-bus';
import { changeBus, insertBus, type BusFields } from '../../admin/buses/save-bus';
import type { Staff } from '../staff-access';
import { staffRepository } from '../staff-repository';
import { operatorFleetRepository } from './repository';

type Company = { id: string; name: string };

async function companyOf(db: Db, staff: Staff): Promise<Company> {
  const company = await staffRepository.company(db, staff.companyId);
  if (!company) throw notFound('companyNotFound');
  return { id: company.id, name: company.name };
}

/** GET /operator/buses: the company's fleet, by name. */
export async function listBuses(db: Db, staff: Staff) {
  const company = await companyOf(db, staff);
  return (await operatorFleetRepository.buses(db, staff.companyId)).map((bus) => presentBus(bus, company));
}

/** POST /operator/buses: the back office's rules (a bus id used once on the platform), for the company. */
export async function createBus(db: Db, staff: Staff, input: BusFields) {
  const company = await companyOf(db, staff);
  return db.transaction((tx) => insertBus(tx, staff.userId, company, input));
}

/** PUT /operator/buses/{id}: as the back office, a bus smaller than a seat sold is refused. */
export async function updateBus(db: Db, staff: Staff, id: string, input: BusFields) {
  const company = await companyOf(db, staff);
  return db.transaction(async (tx) => {
    const before = await operatorFleetRepository.lockBus(tx, staff.companyId, id);
    if (!before) throw notFound('busUnknown');
    return changeBus(tx, staff.userId, before, company, input);
  });
}

/** DELETE /operator/buses/{id}: refused while trips or lines use it, with their counts. */
export async function deleteBus(db: Db, staff: Staff, id: string) {
  await db.transaction(async (tx) => {
    const bus = await operatorFleetRepository.lockBus(tx, staff.companyId, id);
    if (!bus) throw notFound('busUnknown');
    await removeBus(tx, staff.userId, bus);
  });
}
