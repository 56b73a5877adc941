import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/authentication';
import { auditRepository } from '../audit-repository';
import { adminUserRepository } from './repository';

/**
 * DELETE /admin/users/{id}. The account's bookings stay (their user becomes null: money and seats are history
 * that outlives the account); its sessions and reset links go with it.
 */
export async function deleteUser(db: Db, actor: AuthUser, id: string) {
  if (id === actor.id) throw new AppError('CONFLICT', 'cannotDeleteSelf');
  await db.transaction(async (tx) => {
    const user = await adminUserRepository.lock(tx, id);
    if (!user) throw notFound('userNotFound');
    await adminUserRepository.delete(tx, id);
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'user.delete',
      entity: 'user',
      entityId: id,
      data: {
        email: user.email,
        phone: user.phone,
        role: user.role,
        name: `${user.firstName} ${user.lastName}`,
      },
    });
  });
}
