import { AppError } from '../../lib/errors';
import type { PaymentContext } from './payment-context';
import { paymentRepository } from './payment-repository';
import { reconcilePayment } from './reconcile-payment';

/**
 * GET /payment/check-status/{token}. A pending payment is settled with the provider first, so that the
 * confirmation page heals a notification that never arrived.
 */
export async function checkPaymentStatus(ctx: PaymentContext, token: string) {
  const payment = await paymentRepository.findByToken(ctx.db, token);
  if (!payment) throw new AppError('NOT_FOUND', 'paymentNotFound');
  if (payment.status !== 'pending' || payment.provider !== ctx.provider.name) {
    return { status: payment.status, bookingId: payment.bookingId };
  }
  await reconcilePayment(ctx, payment);
  const fresh = (await paymentRepository.findByToken(ctx.db, token))!;
  return { status: fresh.status, bookingId: fresh.bookingId };
}
