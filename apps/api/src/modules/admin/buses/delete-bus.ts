import type { Db, DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/authentication';
import { auditRepository } from '../audit-repository';
import { inUse } from '../db-conflicts';
import { adminBusRepository, type BusRow } from './repository';

/**
 * A bus that trips (past ones too: the foreign key keeps their history) or regular lines use is refused with
 * the counts ("Ce bus est utilisé par N trajets, dont M à venir…"), never a foreign-key 500.
 */
export async function deleteBus(db: Db, actor: AuthUser, id: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const bus = await adminBusRepository.lock(tx, id);
    if (!bus) throw notFound('busUnknown');
    await removeBus(tx, actor.id, bus, now);
  });
}

/** Deletes a locked bus unless trips or lines use it, audited. */
export async function removeBus(db: DbOrTx, actorId: string, bus: BusRow, now = new Date()) {
  const usage = await adminBusRepository.usage(db, bus.id, now);
  if (usage.trips + usage.timetables > 0) throw inUse('busInUse', usage);
  await adminBusRepository.delete(db, bus.id);
  await auditRepository.record(db, {
    actorId,
    action: 'bus.delete',
    entity: 'bus',
    entityId: bus.id,
    data: { name: bus.name, busNumber: bus.busNumber },
  });
}
