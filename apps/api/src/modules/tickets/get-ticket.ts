import { AppError, conflict } from '../../lib/errors';
import type { AuthUser } from '../../plugins/authentication';
import type { DbOrTx } from '../../db/client';
import { loadTicketView } from './ticket-view';

/**
 * The ticket of a booking, for its owner or an administrator; anyone else is told it does not exist. Only a
 * paid booking has one: a QR code for an unpaid booking would let someone board for free.
 */
export async function getTicket(db: DbOrTx, user: AuthUser, bookingId: string) {
  const view = await loadTicketView(db, bookingId);
  if (!view || (view.userId !== user.id && user.role !== 'admin'))
    throw new AppError('NOT_FOUND', 'bookingNotFound');
  if (view.status !== 'confirmed' && view.status !== 'completed') throw conflict('ticketNotAvailable');
  return view;
}
