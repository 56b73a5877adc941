import { profileChangeNeedsCurrentPassword, type ProfileChange } from '@gbaka/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { AccessTokens } from '../../lib/access-token';
import { uniqueViolation } from '../../lib/database-errors';
import { AppError, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import {
  accountKey,
  checkPasswordAttempt,
  warnOwnerOfAttempts,
  type AlertSenders,
} from './password-attempts';
import { endEverythingBeforeNewPassword } from './password-changed';
import { duplicateError } from './register';
import { userRepository, type UserRow } from './repository';
import { issueSession } from './sessions';

export async function getProfile(db: Db, userId: string) {
  const user = await userRepository.findById(db, userId);
  if (!user) throw notFound();
  return user;
}

const fieldError = (
  field: string,
  key: 'currentPasswordRequired' | 'currentPasswordWrong' | 'emailOrPhoneRequired',
) => new AppError('VALIDATION', key, { errors: [{ field, message: key }] });

/**
 * The profile: only what was sent changes (DESIGN §3). A new password, e-mail or phone needs the current
 * password, checked under the same attempt limit as sign-in (from this address, for this account), so that a
 * stolen access token can neither take the account over nor guess its password; it is checked before anything
 * else, so that it cannot be used to learn who has which e-mail or phone either. A new password signs out every
 * device and voids the access tokens issued before; this one gets a new session.
 */
export async function updateProfile(
  db: Db,
  tokens: AccessTokens,
  userId: string,
  input: ProfileChange,
  client: { address: string },
  senders: AlertSenders,
) {
  const before = await getProfile(db, userId);
  const email = input.email === undefined ? before.email : input.email;
  const phone = input.phone === undefined ? before.phone : input.phone;
  if (!email && !phone) throw fieldError(input.phone === null ? 'phone' : 'email', 'emailOrPhoneRequired');
  if (profileChangeNeedsCurrentPassword(input, before))
    await proveCurrentPassword(db, before, input, client, senders);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return db.transaction(async (tx) => {
    if (email && email !== before.email) await assertFree(tx, userId, 'email', email);
    if (phone && phone !== before.phone) await assertFree(tx, userId, 'phone', phone);
    const user = await userRepository
      .update(tx, userId, {
        ...(input.firstName !== undefined && { firstName: input.firstName }),
        ...(input.lastName !== undefined && { lastName: input.lastName }),
        ...(input.dateOfBirth !== undefined && { dateOfBirth: input.dateOfBirth }),
        ...(input.language !== undefined && { language: input.language }),
        email,
        phone,
        ...(passwordHash && { passwordHash }),
      })
      .catch((error: unknown) => {
        // A registration taking the same e-mail or phone at the same moment loses or wins on the unique index.
        const constraint = uniqueViolation(error);
        if (constraint === 'users_email_key') throw duplicateError('email');
        if (constraint === 'users_phone_key') throw duplicateError('phone');
        throw error;
      });
    if (!user) throw notFound();
    if (!passwordHash) return { user, session: null };
    const tokenVersion = (await endEverythingBeforeNewPassword(tx, userId)) ?? user.tokenVersion;
    // This device stays signed in: the answer carries a session under the new password.
    return { user, session: await issueSession(tx, tokens, { ...user, tokenVersion }) };
  });
}

async function proveCurrentPassword(
  db: Db,
  user: UserRow,
  input: ProfileChange,
  client: { address: string },
  senders: AlertSenders,
) {
  const { currentPassword } = input;
  if (!currentPassword) throw fieldError('currentPassword', 'currentPasswordRequired');
  const right = await checkPasswordAttempt(
    db,
    { key: accountKey(user.id), address: client.address },
    () => verifyPassword(user.passwordHash, currentPassword),
    () => warnOwnerOfAttempts(db, user, senders),
  );
  if (!right) throw fieldError('currentPassword', 'currentPasswordWrong');
}

async function assertFree(tx: DbOrTx, userId: string, field: 'email' | 'phone', value: string) {
  const other = await userRepository.findByEmailOrPhone(
    tx,
    field === 'email' ? value : null,
    field === 'phone' ? value : null,
  );
  if (other && other.id !== userId) throw duplicateError(field);
}
