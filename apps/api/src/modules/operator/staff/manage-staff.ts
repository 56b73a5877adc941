import type { Language, StaffInvite, StaffList } from '@gbaka/shared';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import { auditRepository } from '../../admin/audit-repository';
import {
  deliverInvitation,
  issueInvitation,
  renewInvitation,
  type InvitationSenders,
} from '../../invitations/issue-invitation';
import { invitationStatus, presentInvitation } from '../../invitations/present-invitation';
import { invitationRepository } from '../../invitations/repository';
import type { Staff } from '../staff-access';
import { staffRepository } from '../staff-repository';

/** GET /operator/staff: the company's members and its invitations (open ones, and those closed lately). */
export const listStaff = (db: Db, staff: Staff, now = new Date()) => staffOfCompany(db, staff.companyId, now);

/** A company's staff and invitations; GET /admin/companies/{id}/staff shows them to administrators. */
export async function staffOfCompany(db: Db, companyId: string, now = new Date()): Promise<StaffList> {
  const members = await staffRepository.members(db, companyId);
  const invitations = await invitationRepository.listForCompany(db, companyId, now);
  return {
    members: members.map(({ member, user }) => ({
      _id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      role: member.role,
      since: member.createdAt.toISOString(),
    })),
    invitations: invitations.map((row) => presentInvitation(row, now)),
  };
}

async function companyName(db: Db, staff: Staff) {
  const company = await staffRepository.company(db, staff.companyId);
  if (!company) throw notFound('companyNotFound');
  return company.name;
}

/** POST /operator/staff: an invitation by e-mail (or SMS when only a phone is given), in the manager's language. */
export async function inviteStaff(
  db: Db,
  senders: InvitationSenders,
  staff: Staff,
  input: StaffInvite,
  language: Language,
) {
  const name = await companyName(db, staff);
  const { row, delivery } = await db.transaction(async (tx) => {
    const issued = await issueInvitation(tx, senders, {
      companyId: staff.companyId,
      companyName: name,
      role: input.role,
      email: input.email ?? null,
      phone: input.phone ?? null,
      invitedBy: staff.userId,
      language,
    });
    await auditRepository.record(tx, {
      actorId: staff.userId,
      action: 'invitation.create',
      entity: 'invitation',
      entityId: issued.row.id,
      data: {
        companyId: staff.companyId,
        role: input.role,
        email: issued.row.email,
        phone: issued.row.phone,
      },
    });
    return issued;
  });
  await deliverInvitation(senders, delivery);
  return presentInvitation(row);
}

/** POST /operator/staff/invitations/{id}/resend: a new link and seven more days; the old link stops working. */
export async function resendInvitation(db: Db, senders: InvitationSenders, staff: Staff, id: string) {
  const name = await companyName(db, staff);
  const { row, delivery } = await db.transaction(async (tx) => {
    const current = await invitationRepository.lock(tx, staff.companyId, id);
    if (!current) throw notFound('invitationNotFound');
    const status = invitationStatus(current);
    if (status === 'accepted' || status === 'revoked') throw new AppError('CONFLICT', 'invitationNotPending');
    const renewed = await renewInvitation(tx, senders, current, name);
    await auditRepository.record(tx, {
      actorId: staff.userId,
      action: 'invitation.resend',
      entity: 'invitation',
      entityId: id,
      data: { companyId: staff.companyId, expiresAt: renewed.row.expiresAt.toISOString() },
    });
    return renewed;
  });
  await deliverInvitation(senders, delivery);
  return presentInvitation(row);
}

/** DELETE /operator/staff/invitations/{id}: its link stops working. Revoking twice changes nothing more. */
export async function revokeInvitation(db: Db, staff: Staff, id: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const current = await invitationRepository.lock(tx, staff.companyId, id);
    if (!current) throw notFound('invitationNotFound');
    if (current.acceptedAt) throw new AppError('CONFLICT', 'invitationNotPending');
    if (current.revokedAt) return presentInvitation(current, now);
    const revoked = await invitationRepository.update(tx, staff.companyId, id, { revokedAt: now });
    await auditRepository.record(tx, {
      actorId: staff.userId,
      action: 'invitation.revoke',
      entity: 'invitation',
      entityId: id,
      data: { companyId: staff.companyId },
    });
    return presentInvitation(revoked, now);
  });
}

/** DELETE /operator/staff/{userId}: the member leaves the company (their account stays); never oneself. */
export async function removeStaff(db: Db, staff: Staff, userId: string) {
  await db.transaction(async (tx) => {
    const member = await staffRepository.lockMember(tx, staff.companyId, userId);
    if (!member) throw notFound('staffNotFound');
    if (member.userId === staff.userId) throw new AppError('CONFLICT', 'cannotRemoveSelf');
    await staffRepository.remove(tx, staff.companyId, userId);
    await auditRepository.record(tx, {
      actorId: staff.userId,
      action: 'staff.remove',
      entity: 'user',
      entityId: userId,
      data: { companyId: staff.companyId, role: member.role },
    });
  });
}
