import {
  formatFcfa,
  LANGUAGES,
  translate,
  type Departure,
  type Language,
  type ApiMessageKey,
} from '@gbaka/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { escapeHtml } from '../../../lib/html';
import type { Mailer, MailMessage } from '../../../lib/mailer';
import type { SmsQueue } from '../../sms/sms-queue';
import type { NoticeRow } from './repository';

export interface NoticeSenders {
  mailer: Mailer;
  sms: SmsQueue;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** Mails to send and SMS to try once the change they tell about is committed. */
export interface Notices {
  mails: MailMessage[];
  smsIds: (string | null)[];
}

const languageOf = (value: string | null): Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'fr';
const shortDate = (iso: string) => iso.split('-').reverse().join('/');

function mail(to: string, subject: string, text: string): MailMessage {
  const html = escapeHtml(text)
    .split('\n\n')
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return { to, subject, text, html };
}

/**
 * The notices of a change of a departure, one mail and one SMS per booking, each in the booking's language
 * (else its account's, else French). The SMS are enqueued in the change's transaction, so that they exist if
 * and only if the change does.
 */
export async function prepareNotices(
  tx: DbOrTx,
  senders: NoticeSenders,
  kind: 'delay' | 'cancel',
  change: { departure: Departure; company: string; reason: string; minutes: number; newTime?: string },
  rows: NoticeRow[],
): Promise<Notices> {
  const notices: Notices = { mails: [], smsIds: [] };
  const d = change.departure;
  const keys: Record<'subject' | 'text' | 'sms', ApiMessageKey> =
    kind === 'delay'
      ? { subject: 'departureDelaySubject', text: 'departureDelayText', sms: 'departureDelaySms' }
      : { subject: 'departureCancelSubject', text: 'departureCancelText', sms: 'departureCancelSms' };
  for (const row of rows) {
    const lang = languageOf(row.language);
    const params = {
      name: row.passenger_full_name,
      company: change.company,
      from: d.from.name,
      to: d.to.name,
      date: shortDate(d.departureDate),
      time: d.departureTime,
      reference: row.reference,
      reason: change.reason,
      minutes: change.minutes,
      newTime: change.newTime ?? d.departureTime,
      amount: formatFcfa(row.refund_amount ?? row.total_price, lang),
      link:
        kind === 'delay' ? `${senders.publicUrl}/track-details/${row.id}` : `${senders.publicUrl}/profile`,
    };
    notices.mails.push(
      mail(row.passenger_email, translate(lang, keys.subject, params), translate(lang, keys.text, params)),
    );
    notices.smsIds.push(
      await senders.sms.enqueue(tx, {
        to: row.passenger_phone,
        text: translate(lang, keys.sms, params),
        kind: kind === 'delay' ? 'departure-delay' : 'departure-cancelled',
        bookingId: row.id,
        // A cancellation is told once, whoever repeats it; a delay is told at each change (the use case
        // sends nothing when a repeated call changes nothing).
        ...(kind === 'cancel' && { dedupeKey: `departure-cancelled:${row.id}` }),
      }),
    );
  }
  return notices;
}

/** Sends them; a mail that fails is logged (the SMS queue retries its own). */
export async function sendNotices(senders: NoticeSenders, notices: Notices) {
  await senders.sms.deliver(notices.smsIds);
  const results = await Promise.allSettled(notices.mails.map((m) => senders.mailer.sendMail(m)));
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed > 0) senders.log.error({ failed }, 'departure notices: mails not sent');
}
