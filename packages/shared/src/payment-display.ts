import type { MessageKey } from './messages/fr';

/** What the payment confirmation page shows (SPEC §4 Payment display status). */
export const PAYMENT_DISPLAY_STATUSES = ['success', 'pending', 'failed', 'cancelled', 'unknown'] as const;
export type PaymentDisplayStatus = (typeof PAYMENT_DISPLAY_STATUSES)[number];

export const PAYMENT_DISPLAY: Record<
  PaymentDisplayStatus,
  { title: MessageKey; tone: 'green' | 'yellow' | 'red' | 'gray' }
> = {
  success: { title: 'paymentConfirmed', tone: 'green' },
  pending: { title: 'paymentPending', tone: 'yellow' },
  failed: { title: 'paymentFailed', tone: 'red' },
  cancelled: { title: 'paymentCancelled', tone: 'gray' },
  unknown: { title: 'paymentUnknown', tone: 'gray' },
};

export interface PaymentDisplayInput {
  /** The `status` query parameter of the return URL, if any. */
  statusParam?: string | null;
  /** The booking's status, once loaded. */
  bookingStatus?: string | null;
  /**
   * Result of GET /payment/check-status/{token}: undefined when the page has no token, 'error' when the call
   * failed, otherwise the status it reported.
   */
  checkStatus?: string | null;
  /** Loading the booking failed. */
  loadError?: boolean;
}

/** Reads a status word the way the page does: success/completed, pending, failed, cancelled, else unknown. */
function fromStatusWord(status: string): PaymentDisplayStatus {
  switch (status.toLowerCase()) {
    case 'success':
    case 'completed':
      return 'success';
    case 'pending':
      return 'pending';
    case 'failed':
      return 'failed';
    case 'cancelled':
    case 'canceled':
      return 'cancelled';
    default:
      return 'unknown';
  }
}

/**
 * SPEC §4's determination order: a load error means failed; then the status parameter; else the booking status
 * (confirmed or active → success, cancelled → cancelled, pending → pending, anything else → success); else,
 * with a token, the status check (a failing check counts as success); else success.
 * `pending_payment`, our stored form of "pending", reads as pending: reading it as "anything else" would
 * announce an unpaid booking as paid; unless the status check says the last try was declined or cancelled, which
 * the traveller must be told (issue 16). A page that sees pending should call check-status (which settles the
 * booking with the provider, DESIGN §5) and then reload the booking.
 */
export function paymentDisplayStatus({
  statusParam,
  bookingStatus,
  checkStatus,
  loadError,
}: PaymentDisplayInput): PaymentDisplayStatus {
  if (loadError) return 'failed';
  if (statusParam) return fromStatusWord(statusParam);
  if (bookingStatus) {
    switch (bookingStatus.toLowerCase()) {
      case 'confirmed':
      case 'active':
        return 'success';
      case 'cancelled':
      case 'canceled':
        return 'cancelled';
      case 'pending':
      case 'pending_payment':
        // Issue 16: a payment declined or abandoned at the provider says so, never "pending", although the
        // booking still waits (its seats held) for another try.
        if (checkStatus === 'failed' || checkStatus === 'cancelled') return checkStatus;
        return 'pending';
      default:
        return 'success';
    }
  }
  if (checkStatus !== undefined && checkStatus !== null) {
    return checkStatus === 'error' ? 'success' : fromStatusWord(checkStatus);
  }
  return 'success';
}
