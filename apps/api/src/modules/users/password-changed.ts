import type { DbOrTx } from '../../db/client';
import { refreshTokenRepository, userRepository } from './repository';

/**
 * What a new password ends, whichever path set it (the profile, a reset link, an administrator), in the
 * transaction that stored it: every refresh token of the account, and every access token issued before
 * (DESIGN §3). A stolen session does not survive the owner's new password. Answers the account's new token
 * version, for a session the caller may open under the new password.
 */
export async function endSessionsAfterNewPassword(tx: DbOrTx, userId: string): Promise<number | null> {
  await refreshTokenRepository.revokeAllForUser(tx, userId);
  return userRepository.raiseTokenVersion(tx, userId);
}
