import type { MobileWallet, PaymentProvider, PaymentStatus } from '@gbaka/shared';
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

/** The mobile-money wallets of Côte d'Ivoire a payment can be pushed to. */
export { MOBILE_WALLETS, type MobileWallet } from '@gbaka/shared';

export interface PushInput extends InitiateInput {
  /** The payer's number, E.164. */
  phone: string;
  wallet: MobileWallet;
  /** The one-time code some wallets want (Orange Money CI: #144*82#, option 2). */
  otp?: string;
}

export interface PushResult extends InitiateResult {
  /** A page the payer must open to finish (Wave), instead of a prompt on the phone. */
  payerUrl?: string;
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
  /**
   * Asks the wallet to prompt the payer on their phone (a direct mobile-money request). Absent: the provider has
   * none, and the payer gets the payment page's link instead.
   */
  pushMobileMoney?(input: PushInput): Promise<PushResult>;
  /** Whether the wallet needs a one-time code from the payer before the push. */
  needsOtp?(wallet: MobileWallet): boolean;
  /** Null when the notification cannot be authenticated; never throws on a malformed body. */
  verifyNotification(notification: IncomingNotification): VerifiedNotification | null;
  /** Throws ProviderError when the provider cannot be reached or answers something unreadable. */
  checkStatus(payment: PaymentRow): Promise<ProviderStatus>;
}

/** The provider timed out, was unreachable, or answered something we cannot read: nothing may change. */
export class ProviderError extends Error {
  override readonly name: string = 'ProviderError';
}

/** The provider answered and refused the payer's request (a wrong one-time code, an unknown number). */
export class PaymentRefusedError extends ProviderError {
  override readonly name: string = 'PaymentRefusedError';
}
