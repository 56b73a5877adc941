import { translate, type Language } from '@gbaka/shared';
import { htmlOfText } from '../../lib/text-mail';
import type { MailMessage } from '../../lib/mailer';

interface Alert {
  name: string;
  count: number;
  minutes: number;
  link: string;
}

/** The mail that tells an owner their account is being tried (password-attempts.ts), in their language. */
export function signInAlertMail(lang: Language, alert: Alert): Omit<MailMessage, 'to'> {
  const text = translate(lang, 'signInAlertText', { ...alert });
  return { subject: translate(lang, 'signInAlertSubject'), text, html: htmlOfText(text, alert.link) };
}
