import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { newId, randomToken, sha256 } from '../../lib/ids';
import type { AccessTokens } from '../../lib/access-token';
import { refreshTokenRepository, userRepository, type UserRow } from './repository';

export const REFRESH_TOKEN_TTL_DAYS = 30;

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/** Starts a refresh-token family (a sign-in) or continues one (a rotation). */
export async function issueSession(
  db: DbOrTx,
  tokens: AccessTokens,
  user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>,
  familyId: string = newId(),
): Promise<IssuedSession> {
  const refreshToken = randomToken();
  const refreshExpiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  await refreshTokenRepository.insert(db, {
    id: newId(),
    userId: user.id,
    familyId,
    tokenHash: sha256(refreshToken),
    expiresAt: refreshExpiresAt,
  });
  const accessToken = await tokens.sign({ sub: user.id, role: user.role, ver: user.tokenVersion });
  return { accessToken, refreshToken, refreshExpiresAt };
}

/**
 * Rotation with reuse detection: a refresh token works once. Presenting one that was already used means it was
 * copied, so the whole family is revoked and both holders must sign in again.
 */
export async function rotateSession(
  db: Db,
  tokens: AccessTokens,
  refreshToken: string,
): Promise<IssuedSession> {
  const outcome = await db.transaction(async (tx) => {
    const row = await refreshTokenRepository.findForUpdate(tx, sha256(refreshToken));
    if (!row || row.revokedAt || row.expiresAt <= new Date()) return { kind: 'invalid' as const };
    if (row.usedAt) {
      await refreshTokenRepository.revokeFamily(tx, row.familyId);
      return { kind: 'reused' as const };
    }
    const user = await userRepository.findById(tx, row.userId);
    if (!user) return { kind: 'invalid' as const };
    if (user.isBanned) return { kind: 'banned' as const };
    await refreshTokenRepository.markUsed(tx, row.id);
    return { kind: 'ok' as const, session: await issueSession(tx, tokens, user, row.familyId) };
  });
  if (outcome.kind === 'banned') throw new AppError('FORBIDDEN', 'accountBanned');
  if (outcome.kind !== 'ok') throw new AppError('UNAUTHORIZED', 'sessionExpired');
  return outcome.session;
}

/**
 * Sign-out: ends the cookie's refresh family and voids every access token issued to its account so far (the
 * account's other devices renew theirs with their own refresh cookie). Without a cookie there is nothing to end:
 * the request proves no session.
 */
export async function endSession(db: Db, refreshToken: string | undefined) {
  if (!refreshToken) return;
  await db.transaction(async (tx) => {
    const row = await refreshTokenRepository.findForUpdate(tx, sha256(refreshToken));
    if (!row) return;
    await refreshTokenRepository.revokeFamily(tx, row.familyId);
    await userRepository.raiseTokenVersion(tx, row.userId);
  });
}
