import type { AdminUserCreate, AdminUserUpdate } from '@gbaka/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import { hashPassword } from '../../../lib/passwords';
import type { AuthUser } from '../../../plugins/authentication';
import { endEverythingBeforeNewPassword } from '../../users/password-changed';
import { presentUser } from '../../users/present-user';
import { refreshTokenRepository, userRepository } from '../../users/repository';
import { auditRepository, changes } from '../audit-repository';
import { duplicate, uniqueOrConflict } from '../db-conflicts';
import { adminUserRepository } from './repository';

const UNIQUE = {
  users_email_key: { field: 'email', key: 'emailTaken' },
  users_phone_key: { field: 'phone', key: 'phoneTaken' },
} as const;

/** A taken e-mail or phone is a 409 on its field, as at registration. */
async function assertContactsFree(db: DbOrTx, email: string, phone: string, exceptId?: string) {
  const emailOwner = await userRepository.findByEmailOrPhone(db, email, null);
  if (emailOwner && emailOwner.id !== exceptId) throw duplicate('email', 'emailTaken');
  const phoneOwner = await userRepository.findByEmailOrPhone(db, null, phone);
  if (phoneOwner && phoneOwner.id !== exceptId) throw duplicate('phone', 'phoneTaken');
}

/** POST /admin/users: an account created by an administrator, with any role (SPEC §2 Users, §5). */
export async function createUser(db: Db, actor: AuthUser, input: AdminUserCreate) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await assertContactsFree(tx, input.email, input.phone);
    const user = await uniqueOrConflict(
      userRepository.insert(tx, {
        id: newId(),
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        dateOfBirth: input.dateOfBirth,
        role: input.role,
        passwordHash,
      }),
      UNIQUE,
    );
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'user.create',
      entity: 'user',
      entityId: user.id,
      data: { email: user.email, phone: user.phone, role: user.role },
    });
    return presentUser(user);
  });
}

/**
 * PUT /admin/users/{id}: the whole form, role included; a blank password leaves it unchanged. An
 * administrator cannot demote or ban themselves: the back office must never lock out the last person able to
 * undo it. A new password or a ban ends the account's sessions.
 */
export async function updateUser(db: Db, actor: AuthUser, id: string, input: AdminUserUpdate) {
  if (id === actor.id && input.role !== 'admin') throw new AppError('CONFLICT', 'cannotDemoteSelf');
  if (id === actor.id && input.isBanned) throw new AppError('CONFLICT', 'cannotBanSelf');
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return db.transaction(async (tx) => {
    const before = await adminUserRepository.lock(tx, id);
    if (!before) throw notFound('userNotFound');
    await assertContactsFree(tx, input.email, input.phone, id);
    const after = await uniqueOrConflict(
      userRepository.update(tx, id, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        dateOfBirth: input.dateOfBirth,
        role: input.role,
        ...(input.isBanned !== undefined && { isBanned: input.isBanned }),
        ...(passwordHash && { passwordHash }),
      }),
      UNIQUE,
    );
    const diff = changes(before, after!, [
      'firstName',
      'lastName',
      'email',
      'phone',
      'dateOfBirth',
      'role',
      'isBanned',
    ]);
    if (passwordHash) await endEverythingBeforeNewPassword(tx, id);
    else if (after!.isBanned && !before.isBanned) await refreshTokenRepository.revokeAllForUser(tx, id);
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'user.update',
      entity: 'user',
      entityId: id,
      data: { ...diff, ...(passwordHash && { passwordChanged: true }) },
    });
    return presentUser(after!);
  });
}
