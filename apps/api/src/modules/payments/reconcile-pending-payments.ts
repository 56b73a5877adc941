import type { PaymentContext } from './payment-context';
import { paymentRepository } from './payment-repository';
import { reconcilePayment } from './reconcile-payment';

export interface ReconcileOptions {
  /** Leave alone payments younger than this: their notification is probably on its way. */
  minAgeSeconds?: number;
  /** Older payments are abandoned; a late notification still settles them. */
  maxAgeHours?: number;
  limit?: number;
}

/**
 * The reconciliation job (every minute): asks the provider about payments still pending, a bounded batch at a
 * time, one after the other so as not to flood the provider. Claiming bumps each payment, so another instance
 * running the same job picks different ones.
 */
export async function reconcilePendingPayments(ctx: PaymentContext, options: ReconcileOptions = {}) {
  const claimed = await paymentRepository.claimStalePending(ctx.db, ctx.provider.name, {
    minAgeSeconds: options.minAgeSeconds ?? 60,
    maxAgeHours: options.maxAgeHours ?? 24,
    limit: options.limit ?? 20,
  });
  for (const payment of claimed) await reconcilePayment(ctx, payment);
  return claimed.length;
}
