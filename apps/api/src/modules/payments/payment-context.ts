import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import type { SmsQueue } from '../sms/sms-queue';
import { createPaymentProvider } from './providers/create-provider';
import type { PaymentProviderAdapter } from './providers/provider';

/** What the payment use cases work with: the database, the active provider, mail and SMS for the ticket, a logger. */
export interface PaymentContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  sms: SmsQueue;
  log: FastifyBaseLogger;
  provider: PaymentProviderAdapter;
}

export function createPaymentContext(app: FastifyInstance): PaymentContext {
  return {
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    sms: app.sms,
    log: app.log,
    provider: createPaymentProvider(app.config),
  };
}

/** The web app's payment result page (SPEC §2), where every provider sends the payer back. */
export function confirmationUrl(config: Config, payment: { token: string; bookingId: string }) {
  return `${config.PUBLIC_URL}/confirmation-paiement/${payment.token}?bookingId=${payment.bookingId}`;
}

export function notifyUrl(config: Config, provider: string) {
  return `${config.PUBLIC_URL}/api/payment/notify/${provider}`;
}
