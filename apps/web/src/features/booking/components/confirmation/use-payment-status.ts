import type { PaymentStatusResponse } from '@gbaka/shared';
import { useEffect, useState } from 'react';
import { fetchPaymentStatus } from '../../api/bookings';
import { STATUS_POLL_DELAYS_MS } from '../../utils/confirmation-params';

export type CheckState =
  | { state: 'idle' }
  | { state: 'checking'; result?: PaymentStatusResponse }
  | { state: 'done'; result: PaymentStatusResponse }
  | { state: 'error'; message: string };

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => window.clearTimeout(timer), { once: true });
  });
}

/**
 * GET /payment/check-status/{token} (SPEC §4, DESIGN §5), asked again with back-off while it says "pending": the
 * server settles the payment with the provider on each call, so a notification lost on the way heals itself. Each
 * answer is reported through `onAnswer` so that the page reloads the booking.
 */
export function usePaymentStatus(token: string | null, onAnswer: () => void): CheckState {
  const [check, setCheck] = useState<CheckState>({ state: token ? 'checking' : 'idle' });
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    void (async () => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const result = await fetchPaymentStatus(token, controller.signal);
          if (controller.signal.aborted) return;
          const settled = result.status !== 'pending' || attempt >= STATUS_POLL_DELAYS_MS.length;
          setCheck(settled ? { state: 'done', result } : { state: 'checking', result });
          onAnswer();
          if (settled) return;
          await wait(STATUS_POLL_DELAYS_MS[attempt]!, controller.signal);
          if (controller.signal.aborted) return;
        } catch (error) {
          if (controller.signal.aborted) return;
          setCheck({ state: 'error', message: error instanceof Error ? error.message : '' });
          onAnswer();
          return;
        }
      }
    })();
    return () => controller.abort();
    // onAnswer is a fresh function at each render; the polling only restarts for another token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
  return check;
}
