import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/authentication';
import { auditRepository } from '../audit-repository';
import { inUse } from '../db-conflicts';
import { adminBusRepository } from './repository';

/**
 * A bus that trips (past ones too: the foreign key keeps their history) or regular lines use is refused with
 * the counts ("Ce bus est utilisé par N trajets, dont M à venir…"), never a foreign-key 500.
 */
export async function deleteBus(db: Db, actor: AuthUser, id: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const bus = await adminBusRepository.lock(tx, id);
    if (!bus) throw notFound('busUnknown');
    const usage = await adminBusRepository.usage(tx, id, now);
    if (usage.trips + usage.timetables > 0) throw inUse('busInUse', usage);
    await adminBusRepository.delete(tx, id);
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'bus.delete',
      entity: 'bus',
      entityId: id,
      data: { name: bus.name, busNumber: bus.busNumber },
    });
  });
}
