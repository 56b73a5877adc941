import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAYMENT_OUTCOMES } from '@gbaka/shared';
import { z } from 'zod';
import type { Config } from '../../../config';
import { readDetails, sandboxRecordSchema } from '../payment-details';
import type { IncomingNotification, PaymentProviderAdapter } from './provider';

export const SANDBOX_SIGNATURE_HEADER = 'x-gbaka-sandbox-signature';

const notificationSchema = z.object({
  token: z.string().min(1).max(200),
  outcome: z.enum(PAYMENT_OUTCOMES),
  amount: z.number().int(),
  currency: z.string(),
});
export type SandboxNotification = z.infer<typeof notificationSchema>;

export interface SandboxProvider extends PaymentProviderAdapter {
  /** Signs a notification the way a real provider would, for the sandbox page to post. */
  signNotification(notification: SandboxNotification): IncomingNotification;
}

/**
 * The built-in provider (DESIGN §5): no network, its payment page is served by the API itself, and its
 * "back office" is the `sandbox` record in payments.details. It still goes through the same signed
 * notification and status check as the real providers, so the whole confirmation path is exercised.
 */
export function createSandboxProvider(config: Config): SandboxProvider {
  const key = createHmac('sha256', config.JWT_SECRET).update('gbaka-sandbox-notify').digest();
  const sign = (n: SandboxNotification) =>
    createHmac('sha256', key).update(`${n.token}|${n.outcome}|${n.amount}|${n.currency}`).digest('hex');

  return {
    name: 'sandbox',
    chargedAmount: (amount) => amount,
    async initiate({ payment }) {
      return { paymentUrl: `${config.PUBLIC_URL}/api/payment/sandbox/${payment.token}` };
    },
    // The push is simulated: the sandbox page stands for the prompt on the phone (the USSD simulator links to it).
    async pushMobileMoney({ payment }) {
      return { paymentUrl: `${config.PUBLIC_URL}/api/payment/sandbox/${payment.token}` };
    },
    signNotification(notification) {
      return { headers: { [SANDBOX_SIGNATURE_HEADER]: sign(notification) }, body: notification };
    },
    verifyNotification({ headers, body }) {
      const parsed = notificationSchema.safeParse(body);
      const given = headers[SANDBOX_SIGNATURE_HEADER];
      if (!parsed.success || typeof given !== 'string') return null;
      const expected = Buffer.from(sign(parsed.data));
      const received = Buffer.from(given);
      if (received.length !== expected.length || !timingSafeEqual(received, expected)) return null;
      const { token, amount, currency } = parsed.data;
      return { token, amount, currency };
    },
    async checkStatus(payment) {
      const record = sandboxRecordSchema.safeParse(readDetails(payment.details).sandbox);
      if (!record.success) return { status: 'pending', amount: payment.amount, currency: payment.currency };
      const { outcome, amount, currency, method, phone } = record.data;
      return { status: outcome, amount, currency, method, payerPhone: phone, raw: outcome };
    },
  };
}
