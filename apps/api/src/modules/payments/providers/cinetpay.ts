import { createHmac, timingSafeEqual } from 'node:crypto';
import { nationalDigits, type PaymentStatus } from '@gbaka/shared';
import { z } from 'zod';
import type { Config } from '../../../config';
import { callProvider, joinUrl } from './http';
import { ProviderError, type PaymentProviderAdapter } from './provider';

/** The notification fields whose concatenation, in this order, CinetPay signs into the x-token header. */
const SIGNED_FIELDS = [
  'cpm_site_id',
  'cpm_trans_id',
  'cpm_trans_date',
  'cpm_amount',
  'cpm_currency',
  'signature',
  'payment_method',
  'cel_phone_num',
  'cpm_phone_prefixe',
  'cpm_language',
  'cpm_version',
  'cpm_payment_config',
  'cpm_page_action',
  'cpm_custom',
  'cpm_designation',
  'cpm_error_message',
] as const;

const initResponseSchema = z.object({
  code: z.coerce.string().pipe(z.literal('201')),
  data: z.object({ payment_url: z.url({ protocol: /^https?$/ }), payment_token: z.string().optional() }),
});

const checkResponseSchema = z.object({
  code: z.coerce.string(),
  message: z.string().optional(),
  data: z.object({
    amount: z.coerce.number().int(),
    currency: z.string(),
    status: z.string(),
    payment_method: z.string().nullish(),
  }),
});

/** CinetPay's operator codes, as our payment methods; anything else is kept as CinetPay names it. */
const METHODS: Record<string, string> = {
  OM: 'orange_money',
  MOMO: 'mtn_momo',
  FLOOZ: 'moov_money',
  VISAM: 'card',
};

function statusOf(status: string, message: string | undefined): PaymentStatus {
  if (status === 'ACCEPTED') return 'success';
  if (status === 'REFUSED') return message === 'TRANSACTION_CANCEL' ? 'cancelled' : 'failed';
  // WAITING_FOR_CUSTOMER (a push awaiting the payer's approval), PENDING and anything new: not a failure.
  return 'pending';
}

/** CinetPay checkout v2 (DESIGN §5): amounts in XOF, multiples of 5; notifications signed with HMAC-SHA256. */
export function createCinetpayProvider(config: Config): PaymentProviderAdapter {
  const apikey = config.CINETPAY_API_KEY!;
  const siteId = config.CINETPAY_SITE_ID!;
  const secretKey = config.CINETPAY_SECRET_KEY!;
  const call = (path: string, json: object) =>
    callProvider(joinUrl(config.CINETPAY_BASE_URL, path), {
      method: 'POST',
      json,
      timeoutMs: config.PAYMENT_TIMEOUT_MS,
    });
  // Rounded down, never up: the traveller is never charged more than the total shown at checkout.
  const chargedAmount = (amount: number) => amount - (amount % 5);

  return {
    name: 'cinetpay',
    chargedAmount,
    async initiate({ payment, booking, returnUrl, notifyUrl }) {
      const [firstName = '', ...rest] = booking.passengerFullName.trim().split(/\s+/);
      const answer = initResponseSchema.safeParse(
        await call('/v2/payment', {
          apikey,
          site_id: siteId,
          transaction_id: payment.token,
          amount: chargedAmount(payment.amount),
          currency: 'XOF',
          // CinetPay asks for no special characters (#, /, $, _, &) here.
          description: `Billet Gbaka ${booking.reference}`,
          notify_url: notifyUrl,
          return_url: returnUrl,
          channels: 'ALL',
          lang: 'fr',
          metadata: booking.id,
          customer_id: booking.userId ?? undefined,
          customer_name: firstName,
          customer_surname: rest.join(' ') || firstName,
          customer_email: booking.passengerEmail,
          customer_phone_number: nationalDigits(booking.passengerPhone),
          // Card payments require an address; travellers give none, and the sale happens in Abidjan.
          customer_address: 'Abidjan',
          customer_city: 'Abidjan',
          customer_country: 'CI',
          customer_state: 'CI',
          customer_zip_code: '00225',
        }),
      );
      if (!answer.success) throw new ProviderError('CinetPay refused or garbled the payment initiation');
      return { paymentUrl: answer.data.data.payment_url, providerReference: answer.data.data.payment_token };
    },
    verifyNotification({ headers, body }) {
      if (body === null || typeof body !== 'object') return null;
      const fields = body as Record<string, unknown>;
      const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
      const token = headers['x-token'];
      if (typeof token !== 'string' || text('cpm_site_id') !== siteId || !text('cpm_trans_id')) return null;
      const expected = createHmac('sha256', secretKey).update(SIGNED_FIELDS.map(text).join('')).digest('hex');
      const received = Buffer.from(token.toLowerCase());
      if (received.length !== expected.length || !timingSafeEqual(received, Buffer.from(expected)))
        return null;
      // A missing or garbled amount reads as NaN, which matches no payment.
      return {
        token: text('cpm_trans_id'),
        amount: Number(text('cpm_amount')),
        currency: text('cpm_currency'),
      };
    },
    async checkStatus(payment) {
      const answer = checkResponseSchema.safeParse(
        await call('/v2/payment/check', { apikey, site_id: siteId, transaction_id: payment.token }),
      );
      if (!answer.success)
        throw new ProviderError('CinetPay answered the status check without a readable status');
      const { data, message } = answer.data;
      const method = data.payment_method ?? undefined;
      return {
        status: statusOf(data.status, message),
        amount: data.amount,
        currency: data.currency,
        method: method && (METHODS[method] ?? method.toLowerCase()),
        raw: data.status,
      };
    },
  };
}
