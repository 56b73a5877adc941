import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/authentication';
import { presentUser } from '../../users/present-user';
import { refreshTokenRepository, userRepository } from '../../users/repository';
import { auditRepository } from '../audit-repository';
import { adminUserRepository } from './repository';

/**
 * POST /admin/users/{id}/toggle-ban. A ban takes effect at once: every request reads the account (the
 * authentication plugin) and its refresh tokens are revoked here, so no session outlives it.
 */
export async function toggleBan(db: Db, actor: AuthUser, id: string) {
  if (id === actor.id) throw new AppError('CONFLICT', 'cannotBanSelf');
  return db.transaction(async (tx) => {
    const user = await adminUserRepository.lock(tx, id);
    if (!user) throw notFound('userNotFound');
    const isBanned = !user.isBanned;
    const updated = await userRepository.update(tx, id, { isBanned });
    if (isBanned) await refreshTokenRepository.revokeAllForUser(tx, id);
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: isBanned ? 'user.ban' : 'user.unban',
      entity: 'user',
      entityId: id,
      data: { isBanned: [!isBanned, isBanned] },
    });
    return presentUser(updated!);
  });
}
