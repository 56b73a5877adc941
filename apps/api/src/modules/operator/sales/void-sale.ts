import { AGENT_VOID_MINUTES } from '@gbaka/shared';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import { auditRepository } from '../../admin/audit-repository';
import { bookingRepository } from '../../bookings/repository';
import type { Staff } from '../staff-access';
import { saleRepository } from './sale-repository';

/** The cancel reason of a voided counter sale: its ticket is refused at boarding like any cancelled booking's. */
export const COUNTER_VOID = 'counter_void';

/**
 * POST /operator/sales/{id}/void (DESIGN §10): an agent voids their own counter sale within 30 minutes of it; a
 * manager any counter sale of the company until the bus leaves. The booking is cancelled, its seats freed, the
 * void recorded for the seller's drawer and audited, all in one transaction on the locked booking. Another
 * company's booking, or another agent's sale for an agent, is not found.
 */
export async function voidSale(db: Db, staff: Staff, bookingId: string, reason: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const found = await saleRepository.lockCompanyBooking(tx, staff.companyId, bookingId);
    const booking = found?.booking;
    const isManager = staff.role === 'manager';
    if (!found || !booking || booking.channel !== 'counter') throw notFound('saleNotFound');
    if (!isManager && booking.soldBy !== staff.userId) throw notFound('saleNotFound');
    if (booking.status === 'cancelled') throw new AppError('CONFLICT', 'saleAlreadyVoided');
    if (booking.status === 'completed' || found.departsAt <= now)
      throw new AppError('CONFLICT', 'voidTooLate');
    const soldAt = booking.confirmedAt ?? booking.createdAt;
    if (!isManager && now.getTime() - soldAt.getTime() > AGENT_VOID_MINUTES * 60_000)
      throw new AppError('CONFLICT', 'voidWindowPassed');

    const paid = await saleRepository.successfulPayment(tx, booking.id);
    const updated = await bookingRepository.update(tx, booking.id, {
      status: 'cancelled',
      cancelReason: COUNTER_VOID,
      cancelledAt: now,
      holdExpiresAt: null,
      refundAmount: paid ? paid.amount : null,
    });
    await bookingRepository.releaseSeats(tx, booking.id);
    await saleRepository.recordVoid(tx, {
      bookingId: booking.id,
      companyId: staff.companyId,
      soldBy: booking.soldBy,
      voidedBy: staff.userId,
      reason,
      amount: paid?.amount ?? 0,
      cash: paid?.method === 'cash',
      createdAt: now,
    });
    await auditRepository.record(tx, {
      actorId: staff.userId,
      action: 'sale.void',
      entity: 'booking',
      entityId: booking.id,
      data: { reason, amount: paid?.amount ?? 0, method: paid?.method ?? null, soldBy: booking.soldBy },
    });
    return updated;
  });
}
