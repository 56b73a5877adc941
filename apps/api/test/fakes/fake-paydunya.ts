import { createHash, randomBytes } from 'node:crypto';
import { startFakeServer } from './fake-server';

export const PAYDUNYA_ENV = {
  PAYMENT_PROVIDER: 'paydunya',
  PAYDUNYA_MASTER_KEY: 'wQzk9ZwR-Qq9m-0hD0-zpud-je5coGC3FHKW',
  PAYDUNYA_PRIVATE_KEY: 'test_private_rMIdJM3PLLhLjyArx9tF3VURAF5',
  PAYDUNYA_TOKEN: 'IivOiOxGJuWhc5znlIiK',
  PAYMENT_TIMEOUT_MS: '2000',
};

interface Invoice {
  totalAmount: number;
  customData: Record<string, unknown>;
  status: string;
  description: string;
}

/** The one-time code Orange Money CI accepts here (a payer gets theirs by dialling #144*82#). */
export const FAKE_ORANGE_OTP = '4455';

/** SoftPay's paths for Côte d'Ivoire, and the field that carries the invoice token in each. */
const SOFTPAY_TOKEN_FIELD: Record<string, string> = {
  '/softpay/orange-money-ci': 'payment_token',
  '/softpay/mtn-ci': 'payment_token',
  '/softpay/moov-ci': 'payment_token',
  '/softpay/wave-ci': 'wave_ci_payment_token',
};

/**
 * PayDunya's checkout invoices as documented: create, confirm/{token}, and an IPN posted as a PHP-style form
 * whose data[hash] is the SHA-512 of the master key; and SoftPay, which pushes an invoice to a wallet (Orange
 * wants its one-time code, Wave answers with a page to open).
 */
export async function startFakePaydunya() {
  const invoices = new Map<string, Invoice>();
  const masterHash = createHash('sha512').update(PAYDUNYA_ENV.PAYDUNYA_MASTER_KEY).digest('hex');
  const fake = await startFakeServer(({ method, path, headers, body }) => {
    if (
      headers['paydunya-master-key'] !== PAYDUNYA_ENV.PAYDUNYA_MASTER_KEY ||
      headers['paydunya-private-key'] !== PAYDUNYA_ENV.PAYDUNYA_PRIVATE_KEY ||
      headers['paydunya-token'] !== PAYDUNYA_ENV.PAYDUNYA_TOKEN
    ) {
      return { status: 401, json: { response_code: '1001', response_text: 'Invalid Masterkey' } };
    }
    if (method === 'POST' && path === '/checkout-invoice/create') {
      const b = body as {
        invoice: { total_amount: number; description: string };
        custom_data: Record<string, unknown>;
      };
      const token = `test_${randomBytes(8).toString('hex')}`;
      invoices.set(token, {
        totalAmount: b.invoice.total_amount,
        customData: b.custom_data,
        status: 'pending',
        description: b.invoice.description,
      });
      return {
        json: {
          response_code: '00',
          response_text: `https://paydunya.test/sandbox-checkout/invoice/${token}`,
          description: 'Checkout Invoice Created',
          token,
        },
      };
    }
    const tokenField = SOFTPAY_TOKEN_FIELD[path];
    if (method === 'POST' && tokenField) {
      const fields = body as Record<string, string>;
      if (!invoices.has(fields[tokenField] ?? '')) {
        return { json: { success: false, message: 'Token de paiement invalide' } };
      }
      if (path === '/softpay/orange-money-ci' && fields.orange_money_ci_otp !== FAKE_ORANGE_OTP) {
        return { json: { success: false, message: 'Code OTP invalide' } };
      }
      if (path === '/softpay/wave-ci') {
        return {
          json: {
            success: true,
            message: 'Rediriger vers cette URL pour completer le paiement.',
            url: `https://pay.wave.test/c/${fields[tokenField]}`,
            fees: 100,
            currency: 'XOF',
          },
        };
      }
      return { json: { success: true, message: 'Votre paiement est en cours de traitement.', fees: 100 } };
    }
    const confirm = /^\/checkout-invoice\/confirm\/(.+)$/.exec(path);
    const invoice = confirm && invoices.get(confirm[1]!);
    if (method === 'GET' && invoice) {
      return {
        json: {
          response_code: '00',
          response_text: 'Transaction Found',
          hash: masterHash,
          invoice: {
            token: confirm[1],
            total_amount: String(invoice.totalAmount),
            description: invoice.description,
          },
          custom_data: invoice.customData,
          mode: 'test',
          status: invoice.status,
          fail_reason: '',
          customer: { name: 'Awa Koné', phone: '0701020304', email: 'awa.kone@example.ci' },
          receipt_url: 'https://paydunya.test/receipt.pdf',
        },
      };
    }
    return { json: { response_code: '1002', response_text: 'Invoice not found' } };
  });

  /** The IPN form for an invoice; `hash` may be overridden to forge one. */
  const ipn = (invoiceToken: string, overrides: Record<string, string> = {}) => {
    const invoice = invoices.get(invoiceToken)!;
    const fields: Record<string, string> = {
      'data[response_code]': '00',
      'data[response_text]': 'Transaction Found',
      'data[hash]': masterHash,
      'data[invoice][token]': invoiceToken,
      'data[invoice][total_amount]': String(invoice.totalAmount),
      'data[invoice][description]': invoice.description,
      'data[custom_data][token]': String(invoice.customData.token),
      'data[custom_data][booking_id]': String(invoice.customData.booking_id),
      'data[mode]': 'test',
      'data[status]': invoice.status,
      ...overrides,
    };
    return new URLSearchParams(fields).toString();
  };

  return { ...fake, invoices, ipn };
}
