import type { PaymentInitiateResponse } from '@gbaka/shared';
import { api } from '@/lib/api-client';

/** The response may lack `paymentUrl` (an older or broken provider): the caller checks it (SPEC §8 Checkout). */
export function initiatePayment(bookingId: string): Promise<Partial<PaymentInitiateResponse>> {
  return api.post<Partial<PaymentInitiateResponse>>('/payment/initiate', { bookingId });
}

/** Leaves the app for the provider's page; a function so that tests can watch it. */
export const leaveFor = (url: string) => window.location.assign(url);

/** An answer without `paymentUrl`: its own message (SPEC §8 Checkout). */
export class MissingPaymentUrl extends Error {}

/**
 * Pays an unpaid booking again while its hold lasts (the confirmation page after a declined try, the profile's
 * "Reprendre le paiement"): a new payment is started and the browser leaves for the provider's page.
 */
export async function resumePayment(bookingId: string, missingUrlMessage: string): Promise<void> {
  const response = await initiatePayment(bookingId);
  if (!response.paymentUrl) throw new MissingPaymentUrl(missingUrlMessage);
  leaveFor(response.paymentUrl);
}
