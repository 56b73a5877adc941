import { z } from 'zod';
import type { MobileWallet, PushInput } from './provider';

/**
 * PayDunya "SoftPay": a payment request pushed to the payer's wallet for an invoice already created. Each wallet
 * of Côte d'Ivoire has its own path and its own field names (PayDunya's documented requests); Orange Money wants
 * the one-time code the payer gets by dialling #144*82#, Wave answers with a page the payer opens.
 */
type Payer = Pick<PushInput, 'booking' | 'otp'> & { phone: string; invoiceToken: string };

const SOFTPAY: Record<MobileWallet, { path: string; body: (p: Payer) => Record<string, string> }> = {
  orange: {
    path: '/softpay/orange-money-ci',
    body: (p) => ({
      orange_money_ci_customer_fullname: p.booking.passengerFullName,
      orange_money_ci_email: p.booking.passengerEmail,
      orange_money_ci_phone_number: p.phone,
      orange_money_ci_otp: p.otp ?? '',
      payment_token: p.invoiceToken,
    }),
  },
  mtn: {
    path: '/softpay/mtn-ci',
    body: (p) => ({
      mtn_ci_customer_fullname: p.booking.passengerFullName,
      mtn_ci_email: p.booking.passengerEmail,
      mtn_ci_phone_number: p.phone,
      mtn_ci_wallet_provider: 'MTNCI',
      payment_token: p.invoiceToken,
    }),
  },
  moov: {
    path: '/softpay/moov-ci',
    body: (p) => ({
      moov_ci_customer_fullname: p.booking.passengerFullName,
      moov_ci_email: p.booking.passengerEmail,
      moov_ci_phone_number: p.phone,
      payment_token: p.invoiceToken,
    }),
  },
  wave: {
    path: '/softpay/wave-ci',
    body: (p) => ({
      wave_ci_fullName: p.booking.passengerFullName,
      wave_ci_email: p.booking.passengerEmail,
      wave_ci_phone: p.phone,
      wave_ci_payment_token: p.invoiceToken,
    }),
  },
};

export const softpayAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  url: z.url({ protocol: /^https?$/ }).optional(),
});

/** SoftPay takes the national number: +225 07 01 02 03 04 is sent as 0701020304. */
const nationalNumber = (e164: string) => e164.replace(/^\+225/, '');

export function softpayRequest(wallet: MobileWallet, payer: Payer) {
  const { path, body } = SOFTPAY[wallet];
  return { path, json: body({ ...payer, phone: nationalNumber(payer.phone) }) };
}
