import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/authentication';
import { auditRepository } from '../audit-repository';
import { inUse } from '../db-conflicts';
import { adminCityRepository } from './repository';

/** A city that trips or regular lines serve is refused with the counts, never a foreign-key 500. */
export async function deleteCity(db: Db, actor: AuthUser, id: string) {
  await db.transaction(async (tx) => {
    const row = await adminCityRepository.lock(tx, id);
    if (!row) throw notFound('cityNotFound');
    const usage = await adminCityRepository.usage(tx, id);
    if (usage.trips + usage.timetables > 0) throw inUse('cityInUse', usage);
    await adminCityRepository.delete(tx, id);
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'city.delete',
      entity: 'city',
      entityId: id,
      data: { name: row.name },
    });
  });
}
