import { formatFcfa, LANGUAGES, translate, type Language, type ApiMessageKey } from '@gbaka/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import type { Mailer, MailMessage } from '../../lib/mailer';
import { htmlOfText } from '../../lib/text-mail';
import type { SmsQueue } from '../sms/sms-queue';
import { noticeRepository, type NoticeRow } from './notice-repository';

export interface NoticeSenders {
  mailer: Mailer;
  sms: SmsQueue;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** A notice whose SMS is queued in the change's transaction: its mail and its SMS to try once committed. */
export interface PreparedNotice {
  mail: MailMessage | null;
  smsId: string;
}

type Kind = 'cancelled' | 'expired';

const KEYS: Record<Kind, { subject: ApiMessageKey; text: ApiMessageKey; sms: ApiMessageKey; link: string }> =
  {
    cancelled: {
      subject: 'bookingCancelNoticeSubject',
      text: 'bookingCancelNoticeText',
      sms: 'bookingCancelNoticeSms',
      link: '/profile',
    },
    expired: {
      subject: 'bookingExpiredNoticeSubject',
      text: 'bookingExpiredNoticeText',
      sms: 'bookingExpiredNoticeSms',
      link: '/',
    },
  };

const languageOf = (value: string | null): Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'fr';
const shortDate = (iso: string) => iso.split('-').reverse().join('/');

/** What the traveller gets back: the refund due, none (a late cancellation), or nothing was ever paid. */
function refundSentence(lang: Language, row: NoticeRow, kind: Kind): string {
  if (kind === 'expired' || row.confirmed_at === null) return translate(lang, 'noticeNothingPaid');
  if ((row.refund_amount ?? 0) > 0) {
    return translate(lang, 'noticeRefundDue', { amount: formatFcfa(row.refund_amount ?? 0, lang) });
  }
  return translate(lang, 'noticeRefundNone');
}

/**
 * Told, not guessed (issue 16): a cancelled booking's mail and SMS, stating the refund due, in the booking's
 * language (else its account's, else French). The SMS is queued in the caller's transaction with a key per
 * booking and kind, so it exists if and only if the cancellation does, and once whoever repeats it; null when
 * it was already queued (another instance told it), and then no mail goes either.
 */
export async function prepareCancellationNotice(
  tx: DbOrTx,
  senders: NoticeSenders,
  bookingId: string,
  kind: Kind,
): Promise<PreparedNotice | null> {
  const row = await noticeRepository.find(tx, bookingId);
  if (!row) return null;
  const lang = languageOf(row.language);
  const keys = KEYS[kind];
  const params = {
    name: row.passenger_full_name,
    reference: row.reference,
    from: row.from_name,
    to: row.to_name,
    date: shortDate(row.departure_date),
    time: row.departure_time,
    refund: refundSentence(lang, row, kind),
    link: `${senders.publicUrl}${keys.link}`,
  };
  const smsId = await senders.sms.enqueue(tx, {
    to: row.passenger_phone,
    text: translate(lang, keys.sms, params),
    kind: kind === 'expired' ? 'booking-expired' : 'booking-cancelled',
    bookingId: row.id,
    dedupeKey: `booking-${kind}:${row.id}`,
  });
  if (!smsId) return null;
  const text = translate(lang, keys.text, params);
  // A booking made by phone (USSD) may have no e-mail: its notice is the SMS.
  const mail = row.passenger_email
    ? {
        to: row.passenger_email,
        subject: translate(lang, keys.subject, params),
        text,
        html: htmlOfText(text, params.link),
      }
    : null;
  return { mail, smsId };
}

/** After the commit: the SMS tried at once (the queue retries), the mails sent; a failure is only logged. */
export async function sendCancellationNotices(senders: NoticeSenders, notices: (PreparedNotice | null)[]) {
  const ready = notices.filter((n): n is PreparedNotice => n !== null);
  if (ready.length === 0) return;
  await senders.sms.deliver(ready.map((n) => n.smsId));
  const mails = ready.flatMap((n) => (n.mail ? [n.mail] : []));
  const results = await Promise.allSettled(mails.map((m) => senders.mailer.sendMail(m)));
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed > 0) senders.log.error({ failed }, 'cancellation notices: mails not sent');
}

const EXPIRED_BATCH = 100;

/**
 * Sweeper step: holds that ran out (swept, or freed lazily by a booking of the same trip) are told once. Each
 * booking in its own short transaction; two instances telling the same one queue one SMS (its key) and the one
 * whose SMS went in sends the mail.
 */
export async function tellExpiredHolds(db: Db, senders: NoticeSenders): Promise<number> {
  const ids = await noticeRepository.expiredUntold(db, EXPIRED_BATCH);
  const notices: (PreparedNotice | null)[] = [];
  for (const id of ids) {
    notices.push(await db.transaction((tx) => prepareCancellationNotice(tx, senders, id, 'expired')));
  }
  await sendCancellationNotices(senders, notices);
  return notices.filter(Boolean).length;
}
