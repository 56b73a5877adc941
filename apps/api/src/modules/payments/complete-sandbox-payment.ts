import type { SandboxCompleteRequest } from '@gbaka/shared';
import { AppError, conflict } from '../../lib/errors';
import { handleNotification } from './handle-notification';
import { confirmationUrl, type PaymentContext } from './payment-context';
import { paymentRepository } from './payment-repository';
import type { SandboxProvider } from './providers/sandbox';

type Choice = {
  outcome: SandboxCompleteRequest['outcome'];
  method: SandboxCompleteRequest['method'];
  phone?: string;
};

/**
 * POST /payment/sandbox/{token}/complete: the payer's answer on the sandbox page. The sandbox records it as a
 * provider would in its own books, then notifies our notification endpoint with a signed message, so that the
 * booking is confirmed by exactly the path a real payment takes.
 */
export async function completeSandboxPayment(
  ctx: PaymentContext,
  sandbox: SandboxProvider,
  token: string,
  choice: Choice,
) {
  const payment = await paymentRepository.findByToken(ctx.db, token);
  if (!payment || payment.provider !== 'sandbox') throw new AppError('NOT_FOUND', 'paymentNotFound');
  const recorded = await paymentRepository.recordSandboxOutcome(ctx.db, payment.id, {
    outcome: choice.outcome,
    method: choice.method,
    ...(choice.phone && { phone: choice.phone }),
    amount: payment.amount,
    currency: payment.currency,
    at: new Date().toISOString(),
  });
  if (!recorded) throw conflict('paymentAlreadyProcessed');
  const notification = sandbox.signNotification({
    token,
    outcome: choice.outcome,
    amount: payment.amount,
    currency: payment.currency,
  });
  try {
    await handleNotification(ctx, 'sandbox', notification);
  } catch (error) {
    // Like a lost notification: the outcome is recorded, and check-status or the job will settle it.
    ctx.log.warn({ err: error, paymentId: payment.id }, 'sandbox notification failed');
  }
  return { redirectUrl: confirmationUrl(ctx.config, payment) };
}
