import { formatPhone, type Language } from '@gbaka/shared';
import { AppError } from '../../lib/errors';
import { confirmationUrl, type PaymentContext } from './payment-context';
import { readDetails } from './payment-details';
import { paymentRepository } from './payment-repository';
import type { SandboxPageView } from './sandbox-page';

/** GET /payment/sandbox/{token}: what the sandbox's payment page shows for this payment. */
export async function sandboxPageView(
  ctx: PaymentContext,
  token: string,
  lang: Language,
): Promise<SandboxPageView> {
  const row = await paymentRepository.findSandboxView(ctx.db, token);
  if (!row || row.payment.provider !== 'sandbox') throw new AppError('NOT_FOUND', 'paymentNotFound');
  const { payment } = row;
  return {
    lang,
    token,
    amount: payment.amount,
    reference: row.reference,
    from: row.from,
    to: row.to,
    departureDate: row.departureDate,
    departureTime: row.departureTime,
    processed: payment.status !== 'pending' || readDetails(payment.details).sandbox !== undefined,
    resultUrl: confirmationUrl(ctx.config, payment),
    // The number typed at checkout is most often the one that pays: the payer only confirms it.
    phone: formatPhone(row.passengerPhone),
  };
}
