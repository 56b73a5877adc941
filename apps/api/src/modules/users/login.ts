import { isEmail, normaliseEmail, toE164 } from '@gbaka/shared';
import type { Db } from '../../db/client';
import type { AccessTokens } from '../../lib/access-token';
import { AppError } from '../../lib/errors';
import { timingSafeDummyHash, verifyPassword } from '../../lib/passwords';
import { userRepository } from './repository';
import { issueSession } from './sessions';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;

/** An e-mail, or an Ivorian phone in any accepted format; null when it is neither. */
export function parseIdentifier(identifier: string): { email: string | null; phone: string | null } {
  const trimmed = identifier.trim();
  if (isEmail(trimmed)) return { email: normaliseEmail(trimmed), phone: null };
  return { email: null, phone: toE164(trimmed) };
}

/**
 * Sign-in with lockout: five failures in a row lock the account for 15 minutes (423); a banned account is refused
 * (403) only after its password is proven, so a ban does not reveal that an account exists.
 */
export async function loginUser(db: Db, tokens: AccessTokens, identifier: string, password: string) {
  const { email, phone } = parseIdentifier(identifier);
  const user = email || phone ? await userRepository.findByEmailOrPhone(db, email, phone) : null;
  if (!user) {
    await verifyPassword(await timingSafeDummyHash(), password);
    throw new AppError('UNAUTHORIZED', 'invalidCredentials');
  }
  if (user.lockedUntil && user.lockedUntil > new Date()) throw lockedError(user.lockedUntil);
  if (!(await verifyPassword(user.passwordHash, password))) {
    const lockedUntil = await userRepository.recordFailedLogin(db, user.id, MAX_FAILED_LOGINS, LOCK_MINUTES);
    if (lockedUntil && lockedUntil > new Date()) throw lockedError(lockedUntil);
    throw new AppError('UNAUTHORIZED', 'invalidCredentials');
  }
  if (user.isBanned) throw new AppError('FORBIDDEN', 'accountBanned');
  if (user.failedLogins > 0 || user.lockedUntil) {
    await userRepository.update(db, user.id, { failedLogins: 0, lockedUntil: null });
  }
  return { user, session: await issueSession(db, tokens, user) };
}

function lockedError(until: Date) {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return new AppError('LOCKED', 'accountLocked', { params: { minutes } });
}
