import type { FastifyBaseLogger } from 'fastify';
import { INVITATION_DAYS, type CompanyRole, type Language } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { newId, randomToken, sha256 } from '../../lib/ids';
import type { Mailer, MailMessage } from '../../lib/mailer';
import type { SmsQueue } from '../sms/sms-queue';
import { invitationLink, invitationMail, invitationSms } from './invitation-messages';
import { invitationRepository, type InvitationRow } from './repository';

export interface InvitationSenders {
  mailer: Mailer;
  sms: SmsQueue;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** What is left to send once the transaction that made the invitation has committed. */
export interface InvitationDelivery {
  mail: MailMessage | null;
  smsIds: (string | null)[];
}

export interface NewInvitationInput {
  companyId: string;
  companyName: string;
  role: CompanyRole;
  email: string | null;
  phone: string | null;
  invitedBy: string;
  partnerRequestId?: string | null;
  language: Language;
}

const expiry = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * 86_400_000);

/**
 * A new invitation (single use, seven days), stored as its token's hash, in the caller's transaction. The mail
 * leaves after the commit; the SMS is enqueued in the transaction (it carries the link: sensitive, given up
 * once the invitation expires), so that neither goes out for an invitation that was rolled back.
 */
export async function issueInvitation(
  tx: DbOrTx,
  senders: InvitationSenders,
  input: NewInvitationInput,
  now = new Date(),
): Promise<{ row: InvitationRow; delivery: InvitationDelivery }> {
  const token = randomToken();
  const row = await invitationRepository.insert(tx, {
    id: newId(),
    companyId: input.companyId,
    role: input.role,
    email: input.email,
    phone: input.email ? null : input.phone,
    tokenHash: sha256(token),
    expiresAt: expiry(now),
    invitedBy: input.invitedBy,
    partnerRequestId: input.partnerRequestId ?? null,
    language: input.language,
  });
  return { row, delivery: await prepareDelivery(tx, senders, row, token, input.companyName) };
}

/** The same invitation with a new token and seven more days: the old link stops working. */
export async function renewInvitation(
  tx: DbOrTx,
  senders: InvitationSenders,
  row: InvitationRow,
  companyName: string,
  now = new Date(),
): Promise<{ row: InvitationRow; delivery: InvitationDelivery }> {
  const token = randomToken();
  const renewed = await invitationRepository.update(tx, row.companyId, row.id, {
    tokenHash: sha256(token),
    expiresAt: expiry(now),
  });
  return { row: renewed, delivery: await prepareDelivery(tx, senders, renewed, token, companyName) };
}

async function prepareDelivery(
  tx: DbOrTx,
  senders: InvitationSenders,
  row: InvitationRow,
  token: string,
  companyName: string,
): Promise<InvitationDelivery> {
  const lang = (row.language ?? 'fr') as Language;
  const offer = { company: companyName, role: row.role, link: invitationLink(senders.publicUrl, token) };
  if (row.email) return { mail: { to: row.email, ...invitationMail(lang, offer) }, smsIds: [] };
  const id = await senders.sms.enqueue(tx, {
    to: row.phone!,
    text: invitationSms(lang, offer),
    kind: 'invitation',
    sensitive: true,
    expiresAt: row.expiresAt,
  });
  return { mail: null, smsIds: [id] };
}

/** Sends what an invitation's transaction prepared; a failure is logged (the manager can resend). */
export async function deliverInvitation(senders: InvitationSenders, delivery: InvitationDelivery) {
  await senders.sms.deliver(delivery.smsIds);
  if (!delivery.mail) return;
  try {
    await senders.mailer.sendMail(delivery.mail);
  } catch (error) {
    senders.log.error({ err: error }, 'invitation mail not sent');
  }
}
