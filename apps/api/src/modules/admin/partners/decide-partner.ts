import { canDecidePartner } from '@gbaka/shared';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/authentication';
import { auditRepository } from '../audit-repository';
import { presentPartner } from './present-partner';
import { adminPartnerRepository } from './repository';

/** PUT /admin/partners/{id}/approve or /reject: only while pending (SPEC §4), otherwise 409. */
export async function decidePartner(db: Db, actor: AuthUser, id: string, decision: 'approved' | 'rejected') {
  return db.transaction(async (tx) => {
    const row = await adminPartnerRepository.lock(tx, id);
    if (!row) throw notFound('partnerNotFound');
    if (!canDecidePartner(row.status))
      throw new AppError('CONFLICT', 'partnerNotPending', { data: { status: row.status } });
    const updated = await adminPartnerRepository.update(tx, id, { status: decision });
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: decision === 'approved' ? 'partner.approve' : 'partner.reject',
      entity: 'partner',
      entityId: id,
      data: { status: [row.status, decision] },
    });
    return presentPartner(updated);
  });
}
