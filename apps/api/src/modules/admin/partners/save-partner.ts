import type { PartnerRequest } from '@gbaka/shared';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import type { AuthUser } from '../../../plugins/authentication';
import { partnerRepository } from '../../partners/repository';
import { auditRepository, changes } from '../audit-repository';
import { presentPartner } from './present-partner';
import { adminPartnerRepository } from './repository';

const FIELDS = ['companyName', 'email', 'phone', 'message'] as const;

/** POST /admin/partners: a request taken by phone, say; it starts pending like any other. */
export async function createPartner(db: Db, actor: AuthUser, input: PartnerRequest) {
  return db.transaction(async (tx) => {
    const row = await partnerRepository.insert(tx, {
      id: newId(),
      companyName: input.companyName,
      email: input.email,
      phone: input.phone,
      message: input.message ?? null,
    });
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'partner.create',
      entity: 'partner',
      entityId: row.id,
      data: { companyName: row.companyName },
    });
    return presentPartner(row);
  });
}

/** PUT /admin/partners/{id}: the request's details, in any status (SPEC §4); the status has its own routes. */
export async function updatePartner(db: Db, actor: AuthUser, id: string, input: PartnerRequest) {
  return db.transaction(async (tx) => {
    const before = await adminPartnerRepository.lock(tx, id);
    if (!before) throw notFound('partnerNotFound');
    const after = await adminPartnerRepository.update(tx, id, {
      companyName: input.companyName,
      email: input.email,
      phone: input.phone,
      message: input.message ?? null,
    });
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'partner.update',
      entity: 'partner',
      entityId: id,
      data: changes(before, after, FIELDS),
    });
    return presentPartner(after);
  });
}
