import type { DbOrTx } from '../../db/client';
import { refreshTokenRepository, resetTokenRepository, userRepository } from './repository';

/**
 * What a new password ends, whichever path set it (the profile, a reset link, an administrator), in the
 * transaction that stored it: every refresh token of the account, every access token issued before, and every
 * reset link still open (DESIGN §3). Neither a stolen session nor a link waiting in a stolen mailbox survives
 * the owner's new password. Answers the account's new token version, for a session the caller may open under
 * the new password.
 */
export async function endEverythingBeforeNewPassword(tx: DbOrTx, userId: string): Promise<number | null> {
  await refreshTokenRepository.revokeAllForUser(tx, userId);
  await resetTokenRepository.voidAllForUser(tx, userId);
  return userRepository.raiseTokenVersion(tx, userId);
}
