import type { Language } from '@gbaka/shared';
import type { DbOrTx } from '../../../db/client';
import { conflict, notFound } from '../../../lib/errors';
import { ticketQrModules, ticketQrText } from '../../tickets/ticket-qr';
import { loadTicketView } from '../../tickets/ticket-view';
import type { Staff } from '../staff-access';
import { renderReceiptPdf } from './receipt-pdf';
import { saleRepository } from './sale-repository';

/**
 * GET /operator/sales/{id}/receipt: the 80 mm receipt of a paid booking of the company's departures (a counter
 * sale, or a web or USSD booking paid at the counter). Another company's booking is not found; an unpaid one has
 * no receipt, since its QR would board for free. In the booking's language, as its ticket: the traveller's on the
 * web, the one the agent sold in at the counter; the agent's (`language`) for a sale that recorded none.
 */
export async function receiptOf(
  db: DbOrTx,
  secret: string,
  staff: Staff,
  bookingId: string,
  language: Language,
  now = new Date(),
) {
  const found = await saleRepository.companyBooking(db, staff.companyId, bookingId);
  if (!found) throw notFound('saleNotFound');
  const view = await loadTicketView(db, bookingId, language);
  if (!view) throw notFound('saleNotFound');
  if (view.status !== 'confirmed' && view.status !== 'completed') throw conflict('ticketNotAvailable');
  const payment = await saleRepository.successfulPayment(db, bookingId);
  const seller = await saleRepository.agentName(db, found.soldBy);
  const qr = await ticketQrText(db, secret, view);
  const pdf = await renderReceiptPdf(
    {
      view,
      paidBy: payment?.method === 'cash' ? 'cash' : 'mobile_money',
      seller,
      soldAt: found.confirmedAt ?? found.createdAt,
      printedAt: now,
    },
    ticketQrModules(qr),
  );
  return { pdf, reference: view.reference };
}
