import { createHmac } from 'node:crypto';
import { startFakeServer } from './fake-server';

export const CINETPAY_ENV = {
  PAYMENT_PROVIDER: 'cinetpay',
  CINETPAY_API_KEY: 'test-apikey-123',
  CINETPAY_SITE_ID: '445160',
  CINETPAY_SECRET_KEY: 'test-secret-key-cinetpay',
  PAYMENT_TIMEOUT_MS: '2000',
};

interface Transaction {
  amount: number;
  currency: string;
  status: string;
  message: string;
  paymentMethod: string | null;
}

/**
 * CinetPay checkout v2 as its documentation describes it: POST /v2/payment and POST /v2/payment/check, and
 * notifications whose x-token is the HMAC-SHA256, keyed with the secret key, of the documented fields
 * concatenated in order (written again here from the documentation, not imported from the adapter).
 */
export async function startFakeCinetpay() {
  const transactions = new Map<string, Transaction>();
  const fake = await startFakeServer(({ method, path, body }) => {
    const b = body as Record<string, unknown>;
    if (b.apikey !== CINETPAY_ENV.CINETPAY_API_KEY || b.site_id !== CINETPAY_ENV.CINETPAY_SITE_ID) {
      return { json: { code: '608', message: 'MINIMUM_REQUIRED_FIELDS' } };
    }
    const id = String(b.transaction_id);
    if (method === 'POST' && path === '/v2/payment') {
      transactions.set(id, {
        amount: Number(b.amount),
        currency: String(b.currency),
        status: 'WAITING_FOR_CUSTOMER',
        message: 'WAITING_CUSTOMER_PAYMENT',
        paymentMethod: null,
      });
      return {
        json: {
          code: '201',
          message: 'CREATED',
          description: 'Transaction created with success',
          data: {
            payment_token: `pt-${id.slice(0, 10)}`,
            payment_url: `https://checkout.cinetpay.test/payment/${id}`,
          },
          api_response_id: '1663323067.7677',
        },
      };
    }
    const t = transactions.get(id);
    if (method === 'POST' && path === '/v2/payment/check' && t) {
      return {
        json: {
          code: t.status === 'ACCEPTED' ? '00' : '662',
          message: t.message,
          data: {
            amount: String(t.amount),
            currency: t.currency,
            status: t.status,
            payment_method: t.paymentMethod,
            description: 'Billet',
            metadata: null,
            operator_id: null,
            payment_date: '2025-05-14 10:00:00',
          },
          api_response_id: '1663323224.8402',
        },
      };
    }
    return { json: { code: '627', message: 'TRANSACTION_NOT_FOUND' } };
  });

  const settle = (
    id: string,
    status: 'ACCEPTED' | 'REFUSED' | 'WAITING_FOR_CUSTOMER',
    changes: Partial<Transaction> = {},
  ) => {
    const t = transactions.get(id)!;
    Object.assign(
      t,
      { status, message: status === 'ACCEPTED' ? 'SUCCES' : status, paymentMethod: 'OM' },
      changes,
    );
  };

  /** The form CinetPay posts to notify_url, and its x-token header. */
  const notification = (id: string, overrides: Record<string, string> = {}) => {
    const t = transactions.get(id);
    const fields: Record<string, string> = {
      cpm_site_id: CINETPAY_ENV.CINETPAY_SITE_ID,
      cpm_trans_id: id,
      cpm_trans_date: '2025-05-14 10:00:00',
      cpm_amount: String(t?.amount ?? 0),
      cpm_currency: 'XOF',
      signature: 'c3b6f2e1a9',
      payment_method: 'OM',
      cel_phone_num: '0701020304',
      cpm_phone_prefixe: '225',
      cpm_language: 'fr',
      cpm_version: 'V4',
      cpm_payment_config: 'Single',
      cpm_page_action: 'Payment',
      cpm_custom: '',
      cpm_designation: 'Billet Gbaka',
      cpm_error_message: 'SUCCES',
      ...overrides,
    };
    const order = [
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
    ];
    const xToken = createHmac('sha256', CINETPAY_ENV.CINETPAY_SECRET_KEY)
      .update(order.map((k) => fields[k] ?? '').join(''))
      .digest('hex');
    return { fields, xToken, form: new URLSearchParams(fields).toString() };
  };

  return { ...fake, transactions, settle, notification };
}
