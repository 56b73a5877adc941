import type { PaymentProvider, PaymentStatus } from '@gbaka/shared';
import type { PaymentRow } from '../payment-repository';

/** What a provider needs to know about the booking being paid. */
export interface PayableBooking {
  id: string;
  reference: string;
  userId: string | null;
  passengerFullName: string;
  passengerEmail: string;
  passengerPhone: string;
}

export interface InitiateInput {
  payment: PaymentRow;
  booking: PayableBooking;
  /** Where the payer's browser lands afterwards: the web app's confirmation page. */
  returnUrl: string;
  /** Where the provider posts its server-to-server notification. */
  notifyUrl: string;
}

export interface InitiateResult {
  paymentUrl: string;
  /** The provider's own id for the transaction, when it has one (PayDunya's invoice token). */
  providerReference?: string;
}

export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/**
 * A notification whose signature holds. Only `token` is needed; the other fields are what the notification
 * claims, compared with our payment record before the provider's status API is asked anything.
 */
export interface VerifiedNotification {
  token: string;
  amount?: number;
  currency?: string;
  providerReference?: string;
}

/** The provider's own answer about a payment: the only thing a booking is ever confirmed on. */
export interface ProviderStatus {
  status: PaymentStatus;
  amount: number;
  currency: string;
  method?: string;
  payerPhone?: string;
  providerReference?: string;
  /** The provider's status word, kept in the payment's details for whoever investigates. */
  raw?: string;
}

export interface PaymentProviderAdapter {
  readonly name: PaymentProvider;
  /** The amount actually charged for a booking total (CinetPay only takes multiples of 5). */
  chargedAmount(amount: number): number;
  initiate(input: InitiateInput): Promise<InitiateResult>;
  /** Null when the notification cannot be authenticated; never throws on a malformed body. */
  verifyNotification(notification: IncomingNotification): VerifiedNotification | null;
  /** Throws ProviderError when the provider cannot be reached or answers something unreadable. */
  checkStatus(payment: PaymentRow): Promise<ProviderStatus>;
}

/** The provider timed out, was unreachable, or answered something we cannot read: nothing may change. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
}
