import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentStatus } from '@gbaka/shared';
import { z } from 'zod';
import type { Config } from '../../../config';
import { callProvider, joinUrl } from './http';
import { softpayAnswerSchema, softpayRequest } from './paydunya-softpay';
import {
  PaymentRefusedError,
  ProviderError,
  type InitiateInput,
  type PaymentProviderAdapter,
} from './provider';

const createResponseSchema = z.object({
  response_code: z.coerce.string().pipe(z.literal('00')),
  response_text: z.url({ protocol: /^https?$/ }),
  token: z.string().min(1),
});

const confirmResponseSchema = z.object({
  response_code: z.coerce.string().pipe(z.literal('00')),
  status: z.string(),
  invoice: z.object({ token: z.string().optional(), total_amount: z.coerce.number().int() }),
  custom_data: z.record(z.string(), z.unknown()).nullish(),
});

const STATUSES: Record<string, PaymentStatus> = {
  completed: 'success',
  cancelled: 'cancelled',
  failed: 'failed',
};

/**
 * An IPN arrives as a PHP-style form (`data[invoice][token]=…`), which our form parser keeps as flat keys; a
 * JSON body nests them. Both read the same way here.
 */
function ipnField(body: Record<string, unknown>, ...path: string[]): string | undefined {
  const flat = body[`data[${path.join('][')}]`];
  if (typeof flat === 'string') return flat;
  let node: unknown = body.data;
  for (const key of path)
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return typeof node === 'string' || typeof node === 'number' ? String(node) : undefined;
}

/**
 * PayDunya checkout invoices (DESIGN §5). Its IPN hash is the SHA-512 of our master key, the same for every
 * notification: it proves the sender knows the key, not what the payment is. So the IPN only names the
 * invoice, and `checkout-invoice/confirm` says what happened.
 */
export function createPaydunyaProvider(config: Config): PaymentProviderAdapter {
  const headers = {
    'PAYDUNYA-MASTER-KEY': config.PAYDUNYA_MASTER_KEY!,
    'PAYDUNYA-PRIVATE-KEY': config.PAYDUNYA_PRIVATE_KEY!,
    'PAYDUNYA-TOKEN': config.PAYDUNYA_TOKEN!,
  };
  const expectedHash = Buffer.from(createHash('sha512').update(config.PAYDUNYA_MASTER_KEY!).digest('hex'));
  const url = (path: string) => joinUrl(config.PAYDUNYA_BASE_URL, path);
  const timeoutMs = config.PAYMENT_TIMEOUT_MS;

  async function createInvoice({ payment, booking, returnUrl, notifyUrl }: InitiateInput) {
    const description = `Billet Gbaka ${booking.reference}`;
    const answer = createResponseSchema.safeParse(
      await callProvider(url('/checkout-invoice/create'), {
        method: 'POST',
        headers,
        timeoutMs,
        json: {
          invoice: {
            total_amount: payment.amount,
            description,
            items: {
              item_0: {
                name: description,
                quantity: 1,
                unit_price: payment.amount,
                total_price: payment.amount,
              },
            },
          },
          store: { name: 'Gbaka', website_url: config.PUBLIC_URL },
          // A cancelled payment lands on the same page, which asks check-status what really happened.
          actions: { callback_url: notifyUrl, return_url: returnUrl, cancel_url: returnUrl },
          custom_data: { token: payment.token, booking_id: booking.id },
        },
      }),
    );
    if (!answer.success) throw new ProviderError('PayDunya refused or garbled the invoice creation');
    return { paymentUrl: answer.data.response_text, providerReference: answer.data.token };
  }

  return {
    name: 'paydunya',
    chargedAmount: (amount) => amount,
    initiate: createInvoice,
    needsOtp: (wallet) => wallet === 'orange',
    async pushMobileMoney(input) {
      const invoice = await createInvoice(input);
      const request = softpayRequest(input.wallet, { ...input, invoiceToken: invoice.providerReference });
      const answer = softpayAnswerSchema.safeParse(
        await callProvider(url(request.path), { method: 'POST', headers, timeoutMs, json: request.json }),
      );
      // A refused push (wrong one-time code, unknown number) leaves the invoice unpaid: nothing was charged.
      if (!answer.success)
        throw new PaymentRefusedError(`PayDunya SoftPay refused the ${input.wallet} request`);
      return { ...invoice, ...(answer.data.url && { payerUrl: answer.data.url }) };
    },
    verifyNotification({ body }) {
      if (body === null || typeof body !== 'object') return null;
      const fields = body as Record<string, unknown>;
      const hash = ipnField(fields, 'hash')?.toLowerCase();
      const token = ipnField(fields, 'custom_data', 'token');
      const invoiceToken = ipnField(fields, 'invoice', 'token');
      if (!hash || !token || !invoiceToken) return null;
      const received = Buffer.from(hash);
      if (received.length !== expectedHash.length || !timingSafeEqual(received, expectedHash)) return null;
      const amount = ipnField(fields, 'invoice', 'total_amount');
      return {
        token,
        providerReference: invoiceToken,
        ...(amount !== undefined && { amount: Number(amount) }),
      };
    },
    async checkStatus(payment) {
      if (!payment.providerReference) throw new ProviderError('PayDunya payment without an invoice token');
      const answer = confirmResponseSchema.safeParse(
        await callProvider(
          url(`/checkout-invoice/confirm/${encodeURIComponent(payment.providerReference)}`),
          {
            method: 'GET',
            headers,
            timeoutMs,
          },
        ),
      );
      if (!answer.success)
        throw new ProviderError('PayDunya answered the confirmation without a readable status');
      const { status, invoice, custom_data } = answer.data;
      if (custom_data?.token !== undefined && custom_data.token !== payment.token) {
        throw new ProviderError('PayDunya invoice belongs to another payment');
      }
      // PayDunya invoices are in F CFA only: the API has no currency field.
      return {
        status: STATUSES[status] ?? 'pending',
        amount: invoice.total_amount,
        currency: 'XOF',
        raw: status,
      };
    },
  };
}
