import { AppError } from '../../lib/errors';
import type { PaymentContext } from './payment-context';
import { paymentRepository } from './payment-repository';
import type { IncomingNotification } from './providers/provider';
import { reconcilePayment } from './reconcile-payment';

/**
 * POST /payment/notify/{provider}. A notification is only a hint that something happened: once its signature
 * and its claims (payment, amount, currency) hold, the provider's status API is asked, and that answer counts.
 * Anything that does not hold is logged and changes nothing.
 */
export async function handleNotification(
  ctx: PaymentContext,
  provider: string,
  notification: IncomingNotification,
) {
  const reject = (reason: string, details: Record<string, unknown> = {}) => {
    ctx.log.warn({ provider, reason, ...details }, 'payment notification rejected');
    return new AppError('VALIDATION', 'notificationRejected');
  };
  if (provider !== ctx.provider.name) throw reject('provider not in use');
  const verified = ctx.provider.verifyNotification(notification);
  if (!verified) throw reject('signature invalid or body malformed');
  const payment = await paymentRepository.findByToken(ctx.db, verified.token);
  if (!payment || payment.provider !== provider) throw reject('unknown payment');
  const expected = ctx.provider.chargedAmount(payment.amount);
  if (verified.amount !== undefined && verified.amount !== expected) {
    throw reject('amount mismatch', { paymentId: payment.id, expected, claimed: verified.amount });
  }
  if (verified.currency !== undefined && verified.currency !== payment.currency) {
    throw reject('currency mismatch', { paymentId: payment.id, claimed: verified.currency });
  }
  if (verified.providerReference !== undefined && verified.providerReference !== payment.providerReference) {
    throw reject('provider reference mismatch', { paymentId: payment.id });
  }
  await reconcilePayment(ctx, payment);
}
