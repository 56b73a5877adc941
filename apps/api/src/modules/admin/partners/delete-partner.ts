import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/authentication';
import { auditRepository } from '../audit-repository';
import { adminPartnerRepository } from './repository';

/** DELETE /admin/partners/{id}, in any status (SPEC §4). */
export async function deletePartner(db: Db, actor: AuthUser, id: string) {
  await db.transaction(async (tx) => {
    const row = await adminPartnerRepository.lock(tx, id);
    if (!row) throw notFound('partnerNotFound');
    await adminPartnerRepository.delete(tx, id);
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'partner.delete',
      entity: 'partner',
      entityId: id,
      data: { companyName: row.companyName, status: row.status },
    });
  });
}
