import type { InvitationOffer } from '@gbaka/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { sha256 } from '../../lib/ids';
import { userRepository } from '../users/repository';
import { invitationRepository } from './repository';

export const invitationInvalid = () => new AppError('NOT_FOUND', 'invitationInvalid');

/** GET /invitations/{token}: what it offers; 404 once used, revoked or expired, as for an unknown token. */
export async function readInvitation(db: Db, token: string, now = new Date()): Promise<InvitationOffer> {
  const found = await invitationRepository.findOpen(db, sha256(token), now);
  if (!found) throw invitationInvalid();
  const { invitation, company } = found;
  const account = await userRepository.findByEmailOrPhone(db, invitation.email, invitation.phone);
  return {
    company: { _id: company.id, name: company.name },
    role: invitation.role,
    email: invitation.email,
    phone: invitation.phone,
    expiresAt: invitation.expiresAt.toISOString(),
    accountExists: account !== null,
  };
}
