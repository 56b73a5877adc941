import { deliverTicket } from '../tickets/deliver-ticket';
import { confirmPaidBooking } from './confirm-paid-booking';
import type { PaymentContext } from './payment-context';
import { paymentRepository, type PaymentRow } from './payment-repository';
import type { ProviderStatus } from './providers/provider';

/**
 * Asks the provider what became of a payment and records it. This is the only road to a confirmed booking:
 * notifications, the status check and the reconciliation job all end here. A provider that cannot be reached
 * or answers nonsense changes nothing; "still waiting" is not a failure.
 */
export async function reconcilePayment(ctx: PaymentContext, payment: PaymentRow): Promise<void> {
  if (payment.status === 'success') return;
  let answer: ProviderStatus;
  try {
    answer = await ctx.provider.checkStatus(payment);
  } catch (error) {
    ctx.log.warn(
      { err: error, paymentId: payment.id },
      'payment status check failed; payment left unchanged',
    );
    return;
  }
  if (answer.status === 'pending') return;
  if (answer.status === 'failed' || answer.status === 'cancelled') {
    // The booking keeps its seats until its hold expires, so the traveller can try again.
    await paymentRepository.close(ctx.db, payment.id, answer.status, { providerStatus: answer.raw });
    return;
  }
  if (answer.amount !== ctx.provider.chargedAmount(payment.amount) || answer.currency !== payment.currency) {
    ctx.log.warn(
      { paymentId: payment.id, expected: payment.amount, reported: answer.amount, currency: answer.currency },
      'provider reports a payment of another amount or currency; booking not confirmed',
    );
    return;
  }
  const { bookingConfirmed, bookingId } = await confirmPaidBooking(ctx, payment.id, answer);
  // After the commit: a mail or SMS that fails is logged there and never undoes the confirmation.
  if (bookingConfirmed) await deliverTicket(ctx, bookingId);
}
