import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/authentication';
import { auditRepository } from '../audit-repository';
import { inUse } from '../db-conflicts';
import { adminCompanyRepository } from './repository';

/** A company with buses, trips or regular lines is refused with the counts, never a foreign-key 500. */
export async function deleteCompany(db: Db, actor: AuthUser, id: string) {
  await db.transaction(async (tx) => {
    const row = await adminCompanyRepository.lock(tx, id);
    if (!row) throw notFound('companyNotFound');
    const usage = await adminCompanyRepository.usage(tx, id);
    if (usage.buses + usage.trips + usage.timetables > 0) throw inUse('companyInUse', usage);
    await adminCompanyRepository.delete(tx, id);
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'company.delete',
      entity: 'company',
      entityId: id,
      data: { name: row.name },
    });
  });
}
