import { canDecidePartner } from '@gbaka/shared';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import type { AuthUser } from '../../../plugins/authentication';
import {
  deliverInvitation,
  issueInvitation,
  type InvitationSenders,
} from '../../invitations/issue-invitation';
import { auditRepository } from '../audit-repository';
import { adminCompanyRepository } from '../companies/repository';
import { duplicate, uniqueOrConflict, unknownRef } from '../db-conflicts';
import { presentPartner } from './present-partner';
import { adminPartnerRepository } from './repository';

/**
 * PUT /admin/partners/{id}/approve (DESIGN §9): a pending request becomes a company, made from the request or
 * the existing one `companyId` names, and the request's e-mail receives a single-use invitation to manage it.
 * One transaction: approval, company, invitation and audit entries exist together or not at all; the mail
 * leaves after the commit.
 */
export async function approvePartner(
  db: Db,
  senders: InvitationSenders,
  actor: AuthUser,
  id: string,
  companyId?: string,
) {
  const { partner, company, delivery } = await db.transaction(async (tx) => {
    const row = await adminPartnerRepository.lock(tx, id);
    if (!row) throw notFound('partnerNotFound');
    if (!canDecidePartner(row.status))
      throw new AppError('CONFLICT', 'partnerNotPending', { data: { status: row.status } });
    let company = companyId ? await adminCompanyRepository.findById(tx, companyId) : null;
    if (companyId && !company) throw unknownRef('companyId', 'companyNotFound');
    if (!company) {
      // A name already taken is a company the administrator should link rather than duplicate.
      if (await adminCompanyRepository.findByName(tx, row.companyName))
        throw duplicate('companyId', 'companyNameTaken');
      company = await uniqueOrConflict(
        adminCompanyRepository.insert(tx, {
          id: newId(),
          name: row.companyName,
          email: row.email,
          phone: row.phone,
        }),
        { companies_name_key: { field: 'companyId', key: 'companyNameTaken' } },
      );
      await auditRepository.record(tx, {
        actorId: actor.id,
        action: 'company.create',
        entity: 'company',
        entityId: company.id,
        data: { name: company.name, partnerRequestId: id },
      });
    }
    const updated = await adminPartnerRepository.update(tx, id, { status: 'approved' });
    const { row: invitation, delivery } = await issueInvitation(tx, senders, {
      companyId: company.id,
      companyName: company.name,
      role: 'manager',
      email: row.email,
      phone: row.phone,
      invitedBy: actor.id,
      partnerRequestId: id,
      // The request did not say which language its sender reads: French, the product's default.
      language: 'fr',
    });
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'partner.approve',
      entity: 'partner',
      entityId: id,
      data: { status: [row.status, 'approved'] },
    });
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'invitation.create',
      entity: 'invitation',
      entityId: invitation.id,
      data: { companyId: company.id, role: invitation.role, email: invitation.email, partnerRequestId: id },
    });
    return { partner: presentPartner(updated), company, delivery };
  });
  await deliverInvitation(senders, delivery);
  return { partner, company: { _id: company.id, name: company.name } };
}
