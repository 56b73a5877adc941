import type { Booking } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { ticketQrText } from './ticket-qr';
import { loadTicketView } from './ticket-view';

/**
 * The booking with its ticket (DESIGN §10: `ticket: { qr, code }`) when it is paid: the QR's signed text and the
 * short boarding code. Only for readers allowed to see the ticket (its owner, the selling company); an unpaid
 * booking gets none, so it cannot board.
 */
export async function withTicket(db: DbOrTx, secret: string, booking: Booking): Promise<Booking> {
  if (booking.status !== 'confirmed' && booking.status !== 'completed') return booking;
  const view = await loadTicketView(db, booking._id);
  if (!view) return booking;
  return { ...booking, ticket: { qr: await ticketQrText(db, secret, view), code: view.boardingCode } };
}
