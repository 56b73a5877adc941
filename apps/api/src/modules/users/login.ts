import { isEmail, normaliseEmail, toE164, type Language } from '@gbaka/shared';
import type { Db } from '../../db/client';
import type { AccessTokens } from '../../lib/access-token';
import { AppError } from '../../lib/errors';
import { timingSafeDummyHash, verifyPassword } from '../../lib/passwords';
import {
  checkPasswordAttempt,
  identifierKey,
  warnOwnerOfAttempts,
  type AlertSenders,
} from './password-attempts';
import { userRepository, type UserRow } from './repository';
import { issueSession } from './sessions';

/** An e-mail, or an Ivorian phone in any accepted format; null when it is neither. */
export function parseIdentifier(identifier: string): { email: string | null; phone: string | null } {
  const trimmed = identifier.trim();
  if (isEmail(trimmed)) return { email: normaliseEmail(trimmed), phone: null };
  return { email: null, phone: toE164(trimmed) };
}

/** Who signs in from where, in which language (the account's notices follow it). */
export interface SignInClient {
  address: string;
  lang: Language;
}

/**
 * Sign-in, with attempts limited per identifier and client address together (password-attempts.ts). An unknown
 * identifier is answered exactly like a known one: the same work, the same 401, the same lock after five
 * attempts. A banned account is refused (403) only after its password is proven, so a ban does not reveal that
 * an account exists either.
 */
export async function loginUser(
  db: Db,
  tokens: AccessTokens,
  identifier: string,
  password: string,
  client: SignInClient,
  senders: AlertSenders,
) {
  const { email, phone } = parseIdentifier(identifier);
  const pair = {
    key: identifierKey(email ?? phone ?? identifier.trim().toLowerCase()),
    address: client.address,
  };
  let user: UserRow | null = null;
  const right = await checkPasswordAttempt(
    db,
    pair,
    async () => {
      user = email || phone ? await userRepository.findByEmailOrPhone(db, email, phone) : null;
      const proven = await verifyPassword(user?.passwordHash ?? (await timingSafeDummyHash()), password);
      return proven && user !== null;
    },
    () => {
      if (user) warnOwnerOfAttempts(db, user, senders);
    },
  );
  if (!right || !user) throw new AppError('UNAUTHORIZED', 'invalidCredentials');
  const account: UserRow = user;
  if (account.isBanned) throw new AppError('FORBIDDEN', 'accountBanned');
  if (account.language !== client.lang)
    await userRepository.update(db, account.id, { language: client.lang });
  return { user: account, session: await issueSession(db, tokens, account) };
}
