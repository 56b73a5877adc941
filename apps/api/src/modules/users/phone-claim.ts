import { randomInt } from 'node:crypto';
import { translate, type Language } from '@gbaka/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { sha256 } from '../../lib/ids';
import type { SmsQueue } from '../sms/sms-queue';
import { phoneClaimRepository } from './phone-claim-repository';
import { userRepository, type UserRow } from './repository';

/**
 * The password of an account made over USSD: an empty hash, which no password ever verifies (lib/passwords.ts),
 * until its owner proves the phone on the web and sets one (register.ts).
 */
export const NO_PASSWORD = '';
export const PHONE_CODE_TTL_MINUTES = 10;

const codeHash = (phone: string, code: string) => sha256(`phone-code:${phone}:${code}`);

/** An account made over USSD that its phone's owner has not yet claimed on the web. */
export const isPhoneOnly = (user: UserRow) => user.passwordHash === NO_PASSWORD && !user.isBanned;

/**
 * POST /users/phone-code: a six-digit code by SMS, only to a phone that has something to claim (an account made
 * over USSD, tickets sold at a counter), at most once a minute. The caller's answer is always the same.
 */
export async function sendPhoneCode(db: Db, sms: SmsQueue, phone: string, lang: Language) {
  const owner = await userRepository.findByEmailOrPhone(db, null, phone);
  const claimable =
    (owner !== null && isPhoneOnly(owner)) || (await phoneClaimRepository.hasUnowned(db, phone));
  if (!claimable) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(Date.now() + PHONE_CODE_TTL_MINUTES * 60_000);
  if (!(await phoneClaimRepository.replaceCode(db, phone, codeHash(phone, code), expiresAt))) return;
  await sms.send({
    to: phone,
    text: translate(lang, 'phoneCodeSms', { code }),
    kind: 'phone-code',
    sensitive: true,
    expiresAt,
  });
}

/** Uses up the phone's code if `code` is it; a wrong one costs one of its five tries. */
export async function provePhone(db: Db, phone: string, code: string): Promise<boolean> {
  const live = await phoneClaimRepository.countTry(db, phone);
  const hash = codeHash(phone, code);
  return live?.codeHash === hash && (await phoneClaimRepository.consume(db, phone, hash));
}

export const phoneCodeError = (field: 'code' | 'phoneCode') =>
  new AppError('VALIDATION', 'phoneCodeInvalid', { errors: [{ field, message: 'phoneCodeInvalid' }] });

/** POST /users/claim-bookings: the tickets sold at a counter to the signed-in traveller's proved phone. */
export async function claimPhoneBookings(db: Db, userId: string, code: string) {
  const user = await userRepository.findById(db, userId);
  if (!user?.phone || !(await provePhone(db, user.phone, code))) throw phoneCodeError('code');
  return phoneClaimRepository.attachUnowned(db, userId, user.phone);
}
