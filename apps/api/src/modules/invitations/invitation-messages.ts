import { translate, type CompanyRole, type Language, type ApiMessageKey } from '@gbaka/shared';
import { htmlOfText } from '../../lib/text-mail';
import type { MailMessage } from '../../lib/mailer';

const ROLE_KEYS: Record<CompanyRole, ApiMessageKey> = {
  manager: 'roleManager',
  agent: 'roleAgent',
  conductor: 'roleConductor',
};

export const invitationLink = (publicUrl: string, token: string) => `${publicUrl}/invitations/${token}`;

interface Offer {
  company: string;
  role: CompanyRole;
  link: string;
}

function params(lang: Language, offer: Offer) {
  // A company name is typed by people: one line, whatever it contains (it goes into a subject header).
  return {
    company: offer.company.replace(/\s+/g, ' '),
    role: translate(lang, ROLE_KEYS[offer.role]),
    link: offer.link,
  };
}

/** The invitation mail, in the language it was sent in. */
export function invitationMail(lang: Language, offer: Offer): Omit<MailMessage, 'to'> {
  const values = params(lang, offer);
  const text = translate(lang, 'invitationMailText', values);
  return {
    subject: translate(lang, 'invitationMailSubject', values),
    text,
    html: htmlOfText(text, offer.link),
  };
}

/** The invitation SMS: short, the link and who invites. */
export const invitationSms = (lang: Language, offer: Offer) =>
  translate(lang, 'invitationSms', params(lang, offer));
