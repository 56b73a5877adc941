import type { profileUpdateSchema } from '@gbaka/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AccessTokens } from '../../lib/access-token';
import { AppError, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { endEverythingBeforeNewPassword } from './password-changed';
import { userRepository } from './repository';
import { issueSession } from './sessions';

type ProfileInput = z.output<typeof profileUpdateSchema>;

export async function getProfile(db: Db, userId: string) {
  const user = await userRepository.findById(db, userId);
  if (!user) throw notFound();
  return user;
}

/**
 * Names, phone and birth date; a new password when given. Changing the password signs out every other device
 * and voids the access tokens issued before; this one gets a new session.
 * Only what was sent changes; the e-mail is the sign-in identity and is not editable here.
 */
export async function updateProfile(db: Db, tokens: AccessTokens, userId: string, input: ProfileInput) {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return db.transaction(async (tx) => {
    if (input.phone) {
      const other = await userRepository.findByEmailOrPhone(tx, null, input.phone);
      if (other && other.id !== userId) {
        throw new AppError('CONFLICT', 'phoneTaken', { errors: [{ field: 'phone', message: 'phoneTaken' }] });
      }
    }
    const user = await userRepository.update(tx, userId, {
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? null,
      ...(input.dateOfBirth && { dateOfBirth: input.dateOfBirth }),
      ...(passwordHash && { passwordHash }),
    });
    if (!user) throw notFound();
    if (!user.email && !user.phone) {
      throw new AppError('VALIDATION', 'emailOrPhoneRequired', {
        errors: [{ field: 'phone', message: 'emailOrPhoneRequired' }],
      });
    }
    if (!passwordHash) return { user, session: null };
    const tokenVersion = (await endEverythingBeforeNewPassword(tx, userId)) ?? user.tokenVersion;
    // This device stays signed in: the answer carries a session under the new password.
    return { user, session: await issueSession(tx, tokens, { ...user, tokenVersion }) };
  });
}
