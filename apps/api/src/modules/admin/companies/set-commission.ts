import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/authentication';
import { auditRepository } from '../audit-repository';
import { adminCompanyRepository } from './repository';

/** PUT /admin/companies/{id}/commission: the platform's rate on the company's sales, from its next statement. */
export async function setCommission(db: Db, actor: AuthUser, id: string, commissionRate: number) {
  return db.transaction(async (tx) => {
    const before = await adminCompanyRepository.lock(tx, id);
    if (!before) throw notFound('companyNotFound');
    if (before.commissionRate === commissionRate) return { _id: id, commissionRate };
    await adminCompanyRepository.update(tx, id, { commissionRate });
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'company.commission',
      entity: 'company',
      entityId: id,
      data: { commissionRate: [before.commissionRate, commissionRate] },
    });
    return { _id: id, commissionRate };
  });
}
