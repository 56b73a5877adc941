import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/authentication';
import { auditRepository } from '../audit-repository';
import { presentRefund } from './present-refund';
import { adminRefundRepository } from './repository';

/**
 * PUT /admin/refunds/{id}/refunded: an administrator has sent the money back (by mobile money, card or cash,
 * outside Gbaka) and records it, with who and when, in one transaction with its audit entry. The payment row
 * is locked first; a second call finds it already recorded and changes nothing, so a double click or a retry
 * is harmless. A payment that owes nothing is a conflict, not a silent success.
 */
export async function markRefunded(db: Db, actor: AuthUser, paymentId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await adminRefundRepository.lock(tx, paymentId);
    if (!row) throw notFound('paymentNotFound');
    // Owed stays true once refunded (a cancellation is final, a flag is never removed): checked first.
    if (!row.owed) throw new AppError('CONFLICT', 'refundNotDue');
    const refund = presentRefund(row);
    if (refund.refundedAt) return { refund, alreadyRecorded: true };

    const refundedAt = now.toISOString();
    await adminRefundRepository.recordRefunded(tx, paymentId, { refundedAt, refundedBy: actor.id });
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'payment.refunded',
      entity: 'payment',
      entityId: paymentId,
      data: {
        bookingId: refund.bookingId,
        amount: refund.amount,
        reason: refund.reason,
        method: refund.method,
        payerPhone: refund.payerPhone,
      },
    });
    return { refund: { ...refund, refundedAt }, alreadyRecorded: false };
  });
}
