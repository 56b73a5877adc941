import { PAYMENT_METHOD_LABELS, type MessageKey, type PaymentMethod } from '@gbaka/shared';
import type { TranslationKey } from '@/i18n/keys';

const isOnlineMethod = (method: string): method is PaymentMethod =>
  Object.hasOwn(PAYMENT_METHOD_LABELS, method);

/**
 * The translation key of how the money came in, hence how it goes back: the online methods' names live with
 * the shared messages, cash at a counter and an unknown method in the admin catalogue. A provider's own word
 * (a method Gbaka does not list) is shown as it is: null.
 */
export function refundMethodKey(
  method: string | null,
): TranslationKey<'admin'> | `messages:${MessageKey}` | null {
  if (method === null) return 'refunds.methods.unknown';
  if (method === 'cash') return 'refunds.methods.cash';
  return isOnlineMethod(method) ? `messages:${PAYMENT_METHOD_LABELS[method]}` : null;
}
