import { DEFAULT_LANGUAGE, translate, type Language } from '@gbaka/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { newId, randomToken, sha256 } from '../../lib/ids';
import type { Mailer } from '../../lib/mailer';
import { htmlOfText } from '../../lib/text-mail';
import type { SmsQueue } from '../sms/sms-queue';
import { hashPassword } from '../../lib/passwords';
import { parseIdentifier } from './login';
import { forgetAttemptsFrom } from './password-attempts';
import { endEverythingBeforeNewPassword } from './password-changed';
import { resetTokenRepository, userRepository } from './repository';

export const RESET_TOKEN_TTL_MINUTES = 60;

/**
 * Sends a one-hour, single-use reset link by e-mail, or by SMS for a phone-only account. The caller always gets
 * the same answer, so the form cannot be used to learn who has an account; the message leaves after the answer
 * (a failure goes to `onSendError`), since waiting for a mail server would make known accounts answer slower.
 */
export async function requestPasswordReset(
  db: Db,
  senders: { mailer: Mailer; sms: SmsQueue },
  publicUrl: string,
  identifier: string,
  onSendError: (error: unknown) => void,
) {
  const { email, phone } = parseIdentifier(identifier);
  const user = email || phone ? await userRepository.findByEmailOrPhone(db, email, phone) : null;
  if (!user || user.isBanned) return;
  const token = randomToken();
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000);
  await resetTokenRepository.insert(db, {
    id: newId(),
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt,
  });
  const link = `${publicUrl}/reset-password/${token}`;
  void sendResetLink(senders, user, link, expiresAt).catch(onSendError);
}

async function sendResetLink(
  { mailer, sms }: { mailer: Mailer; sms: SmsQueue },
  user: { firstName: string; email: string | null; phone: string | null; language: string | null },
  link: string,
  expiresAt: Date,
) {
  // In the account's language (issue 16); a check constraint keeps the column to fr, en and es.
  const lang = (user.language ?? DEFAULT_LANGUAGE) as Language;
  const text = translate(lang, 'passwordResetText', { name: user.firstName, link });
  if (user.email) {
    await mailer.sendMail({
      to: user.email,
      subject: translate(lang, 'passwordResetSubject'),
      text,
      html: htmlOfText(text, link),
    });
  } else if (user.phone) {
    // The link is a secret: hidden from the back office, erased once sent, useless once the token expires.
    await sms.send({
      to: user.phone,
      text: translate(lang, 'passwordResetSms', { link }),
      kind: 'password-reset',
      sensitive: true,
      expiresAt,
    });
  }
}

/**
 * Consumes the token, sets the password and signs out every device. The owner's own failed attempts from the
 * address that reset it are forgotten, so they sign in at once with the new password.
 */
export async function resetPassword(db: Db, token: string, password: string, address: string) {
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const row = await resetTokenRepository.consume(tx, sha256(token));
    if (!row) throw new AppError('VALIDATION', 'resetLinkInvalid');
    const updated = await userRepository.update(tx, row.userId, { passwordHash });
    await endEverythingBeforeNewPassword(tx, row.userId);
    return updated!;
  });
  await forgetAttemptsFrom(db, user, address);
}
