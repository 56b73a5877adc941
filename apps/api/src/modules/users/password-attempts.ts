import type { Language } from '@gbaka/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { sha256 } from '../../lib/ids';
import type { Mailer } from '../../lib/mailer';
import { passwordAttemptRepository, userRepository, type UserRow } from './repository';
import { signInAlertMail } from './sign-in-alert-mail';

/** Five attempts in a row without the right password, from one address, lock that pair (DESIGN §3). */
export const MAX_PASSWORD_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;
/** The owner hears of an attack at most this often, however long it lasts. */
export const SIGN_IN_ALERT_EVERY_HOURS = 24;
const FORGET_ATTEMPTS_AFTER_HOURS = 24;

/** Who is being tried, from where: what one lock covers. */
export interface AttemptPair {
  key: string;
  address: string;
}

/**
 * The key of what a sign-in form received: the normalised e-mail or phone when it is one, the text otherwise. An
 * identifier nobody has is counted and locked exactly like an account's, so the answers tell nothing.
 */
export const identifierKey = (normalised: string) => sha256(`identifier:${normalised}`);
/** The key of a signed-in account's own checks (the current password asked by the profile). */
export const accountKey = (userId: string) => sha256(`account:${userId}`);

/** Every key under which someone may be guessing this account's password. */
function keysOf(user: Pick<UserRow, 'id' | 'email' | 'phone'>): string[] {
  return [
    ...(user.email ? [identifierKey(user.email)] : []),
    ...(user.phone ? [identifierKey(user.phone)] : []),
    accountKey(user.id),
  ];
}

/**
 * A password check under the limit of its key and client address together: a stranger who hammers an account
 * from their address locks that pair only, and the owner still gets in from theirs. The attempt is counted
 * before the check, so that simultaneous guesses cannot all pass under the limit. Throws 423 while the pair is
 * locked, and for the last allowed attempt when it fails; otherwise answers whether the password was right
 * (right: the pair's count starts again).
 */
export async function checkPasswordAttempt(
  db: Db,
  pair: AttemptPair,
  check: () => Promise<boolean>,
  onWrong: () => void = () => {},
): Promise<boolean> {
  const counted = await passwordAttemptRepository.count(
    db,
    pair.key,
    pair.address,
    MAX_PASSWORD_ATTEMPTS,
    LOCK_MINUTES,
  );
  if (counted.lockedUntil && counted.lockedUntil > new Date()) throw lockedError(counted.lockedUntil);
  if (await check()) {
    await passwordAttemptRepository.clear(db, [pair.key], pair.address);
    return true;
  }
  onWrong();
  if (counted.attempts < MAX_PASSWORD_ATTEMPTS) return false;
  const lockedUntil = await passwordAttemptRepository.lock(db, pair.key, pair.address, LOCK_MINUTES);
  throw lockedError(lockedUntil ?? new Date(Date.now() + LOCK_MINUTES * 60_000));
}

/** After a reset from `address`, the owner's own failed attempts there no longer hold them back. */
export const forgetAttemptsFrom = (db: Db, user: Pick<UserRow, 'id' | 'email' | 'phone'>, address: string) =>
  passwordAttemptRepository.clear(db, keysOf(user), address);

/** The job's sweep: pairs idle for a day whose lock is over are forgotten (nothing else removes them). */
export const forgetOldAttempts = (db: Db) =>
  passwordAttemptRepository.forgetOlderThan(db, FORGET_ATTEMPTS_AFTER_HOURS);

export interface AlertSenders {
  mailer: Mailer;
  publicUrl: string;
  onError: (error: unknown) => void;
}

/**
 * Tells the owner by mail, in their language, when their account is being tried: as many failed attempts from
 * every address together within the lock period as one address may make, and at most once a day. It runs after
 * the answer, so that an existing account answers as fast as an unknown one. A phone-only account has no mail
 * to receive it: an SMS an attacker could trigger at will would cost money and wake the owner up.
 */
export function warnOwnerOfAttempts(db: Db, user: UserRow, senders: AlertSenders) {
  const warn = async () => {
    if (!user.email) return;
    const count = await passwordAttemptRepository.recent(db, keysOf(user), LOCK_MINUTES);
    if (count < MAX_PASSWORD_ATTEMPTS) return;
    if (!(await userRepository.claimSignInAlert(db, user.id, SIGN_IN_ALERT_EVERY_HOURS))) return;
    const lang = (user.language ?? 'fr') as Language;
    await senders.mailer.sendMail({
      to: user.email,
      ...signInAlertMail(lang, {
        name: user.firstName,
        count,
        minutes: LOCK_MINUTES,
        link: `${senders.publicUrl}/forgot-password`,
      }),
    });
  };
  void warn().catch(senders.onError);
}

function lockedError(until: Date) {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return new AppError('LOCKED', 'accountLocked', { params: { minutes } });
}
