import type { Language } from '@gbaka/shared';
import type { Db } from '../../db/client';
import type { AccessTokens } from '../../lib/access-token';
import { uniqueViolation } from '../../lib/database-errors';
import { AppError } from '../../lib/errors';
import { newId, sha256 } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import type { AuthUser } from '../../plugins/authentication';
import { auditRepository } from '../admin/audit-repository';
import { staffRepository } from '../operator/staff-repository';
import { userRepository, type UserRow } from '../users/repository';
import { issueSession } from '../users/sessions';
import { invitationInvalid } from './read-invitation';
import { invitationRepository } from './repository';

export interface NewAccount {
  firstName: string;
  lastName: string;
  password: string;
}

const accountExists = () => new AppError('CONFLICT', 'invitationAccountExists');

/**
 * POST /invitations/{token}/accept. Signed in, the caller joins with the account they have; otherwise a new
 * account is made with the invitation's e-mail or phone and the password given (the registration's strength
 * rule). Either way the invitation is locked and used once, the membership is made (one company per user: 409
 * if they already belong to one) and the answer is a session, as sign-in answers.
 */
export async function acceptInvitation(
  db: Db,
  tokens: AccessTokens,
  input: { token: string; caller: AuthUser | null; account?: NewAccount; language: Language },
  now = new Date(),
) {
  if (!input.caller && !input.account) {
    throw new AppError('VALIDATION', 'fieldRequired', {
      errors: ['firstName', 'lastName', 'password'].map((field) => ({ field, message: 'fieldRequired' })),
    });
  }
  // Hashing takes a while: done before the transaction, which then holds its locks only briefly.
  const passwordHash = !input.caller && input.account ? await hashPassword(input.account.password) : null;
  return db.transaction(async (tx) => {
    const found = await invitationRepository.findOpen(tx, sha256(input.token), now, true);
    if (!found) throw invitationInvalid();
    const { invitation, company } = found;
    let user: UserRow | null;
    if (input.caller) {
      user = await userRepository.findById(tx, input.caller.id);
    } else {
      if (await userRepository.findByEmailOrPhone(tx, invitation.email, invitation.phone))
        throw accountExists();
      user = await userRepository
        .insert(tx, {
          id: newId(),
          firstName: input.account!.firstName,
          lastName: input.account!.lastName,
          email: invitation.email,
          phone: invitation.phone,
          passwordHash: passwordHash!,
          language: input.language,
        })
        .catch((error: unknown) => {
          // The same e-mail or phone registered meanwhile: the unique index decides.
          if (uniqueViolation(error)) throw accountExists();
          throw error;
        });
    }
    if (!user) throw invitationInvalid();
    if (!(await staffRepository.add(tx, invitation.companyId, user.id, invitation.role)))
      throw new AppError('CONFLICT', 'alreadyStaff');
    await invitationRepository.update(tx, invitation.companyId, invitation.id, {
      acceptedAt: now,
      acceptedBy: user.id,
    });
    await auditRepository.record(tx, {
      actorId: user.id,
      action: 'invitation.accept',
      entity: 'invitation',
      entityId: invitation.id,
      data: { companyId: invitation.companyId, role: invitation.role, newAccount: !input.caller },
    });
    return { user, company, session: await issueSession(tx, tokens, user) };
  });
}
