import { LANGUAGES, translate, type Language } from '@gbaka/shared';
import type { Db } from '../../db/client';
import type { MailMessage } from '../../lib/mailer';
import { htmlOfText } from '../../lib/text-mail';
import type { NoticeSenders } from '../bookings/cancellation-notices';
import { reminderRepository, type ReminderKind, type ReminderRow } from './reminder-repository';

const BATCH = 100;
const KINDS: ReminderKind[] = ['eve', 'soon'];

const languageOf = (value: string | null): Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'fr';
const shortDate = (iso: string) => iso.split('-').reverse().join('/');

/**
 * Reminders before departure (issue 16): an SMS and a mail the evening before (18:00 in Abidjan) and 3 hours
 * before, with the time, the company, the station, the seats and the reference, in the booking's language. Each is
 * sent once per booking and kind, whatever the number of API instances sweeping at once: its SMS carries the key
 * `reminder-<kind>:<booking>` (a unique index) and is queued in its own transaction; only the instance whose SMS
 * went in sends the mail. An SMS not sent before the bus leaves is given up (expiresAt).
 */
export async function sendReminders(db: Db, senders: NoticeSenders): Promise<number> {
  let sent = 0;
  for (const kind of KINDS) {
    const rows = await reminderRepository.due(db, kind, BATCH);
    const mails: MailMessage[] = [];
    const smsIds: string[] = [];
    for (const row of rows) {
      const lang = languageOf(row.language);
      const params = paramsOf(row, senders.publicUrl);
      const smsId = await db.transaction((tx) =>
        senders.sms.enqueue(tx, {
          to: row.passenger_phone,
          text: translate(lang, kind === 'eve' ? 'reminderEveSms' : 'reminderSoonSms', params),
          kind: `reminder-${kind}`,
          bookingId: row.id,
          dedupeKey: `reminder-${kind}:${row.id}`,
          expiresAt: new Date(row.departs_at),
        }),
      );
      // Another instance queued it first: it sends the mail too.
      if (!smsId) continue;
      smsIds.push(smsId);
      sent += 1;
      if (!row.passenger_email) continue;
      const text = translate(lang, 'reminderText', params);
      mails.push({
        to: row.passenger_email,
        subject: translate(lang, kind === 'eve' ? 'reminderEveSubject' : 'reminderSoonSubject', params),
        text,
        html: htmlOfText(text, params.link),
      });
    }
    await senders.sms.deliver(smsIds);
    const results = await Promise.allSettled(mails.map((m) => senders.mailer.sendMail(m)));
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed > 0) senders.log.error({ failed, kind }, 'reminders: mails not sent');
  }
  return sent;
}

function paramsOf(row: ReminderRow, publicUrl: string) {
  return {
    name: row.passenger_full_name,
    reference: row.reference,
    from: row.from_name,
    to: row.to_name,
    company: row.company_name,
    date: shortDate(row.departure_date),
    time: row.departure_time,
    seats: row.selected_seats.join(', '),
    link: `${publicUrl}/profile`,
  };
}
