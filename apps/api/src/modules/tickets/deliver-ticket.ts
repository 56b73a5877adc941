import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import type { SmsQueue } from '../sms/sms-queue';
import { ticketMail, ticketSms } from './ticket-messages';
import { renderTicketPdf } from './ticket-pdf';
import { ticketQrModules, ticketQrText } from './ticket-qr';
import { loadTicketView } from './ticket-view';

export interface TicketDeps {
  db: DbOrTx;
  mailer: Mailer;
  sms: SmsQueue;
  config: Pick<Config, 'PUBLIC_URL' | 'TICKET_SECRET'>;
  log: FastifyBaseLogger;
}

/**
 * Sends a just-confirmed booking its ticket: the mail with the PDF, and an SMS. Called after the confirmation
 * is committed; a failure is logged and never undoes it (the ticket stays downloadable from the profile).
 */
export async function deliverTicket(deps: TicketDeps, bookingId: string): Promise<void> {
  try {
    const view = await loadTicketView(deps.db, bookingId);
    if (!view) return;
    const results = await Promise.allSettled([
      (async () => {
        // A booking made by phone (USSD) may have no e-mail: its ticket is the SMS.
        if (!view.passenger.email) return;
        const qr = await ticketQrText(deps.db, deps.config.TICKET_SECRET, view);
        const pdf = await renderTicketPdf(view, ticketQrModules(qr));
        await deps.mailer.sendMail({
          to: view.passenger.email,
          ...ticketMail(view, deps.config.PUBLIC_URL),
          attachments: [
            { filename: `ticket-${view.bookingId}.pdf`, content: pdf, contentType: 'application/pdf' },
          ],
        });
      })(),
      // Queued, then tried at once: a provider that fails now is tried again later (modules/sms).
      deps.sms.send({
        to: view.passenger.phone,
        text: ticketSms(view),
        kind: 'ticket',
        bookingId: view.bookingId,
      }),
    ]);
    results.forEach((result, i) => {
      if (result.status === 'rejected') {
        deps.log.error({ err: result.reason, bookingId }, `ticket ${i === 0 ? 'e-mail' : 'SMS'} not sent`);
      }
    });
  } catch (error) {
    deps.log.error({ err: error, bookingId }, 'ticket not delivered');
  }
}
