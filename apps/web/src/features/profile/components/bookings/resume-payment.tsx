import type { Booking } from '@gbaka/shared';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HoldCountdown } from '@/components/hold-countdown';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { resumePayment } from '@/lib/booking/payment';
import { toast } from '@/lib/toast';

/**
 * An unpaid booking still held (issue 16): how long its seats stay blocked, and the way back to its payment. When
 * the hold runs out the list is read again, and the booking moves to the history as expired.
 */
export function ResumePayment({ booking }: { booking: Booking }) {
  const { t } = useTranslation('booking');
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const onExpired = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['bookings'] }),
    [queryClient],
  );

  async function pay() {
    setLeaving(true);
    try {
      await resumePayment(booking._id, t('checkout.missingUrl'));
    } catch (error) {
      toast.error(t('checkout.paymentErrorTitle'), errorMessage(error, t('checkout.paymentError')));
      setLeaving(false);
    }
  }

  return (
    <div className="mt-3 space-y-2">
      <HoldCountdown until={booking.holdExpiresAt} onExpired={onExpired} />
      <Button variant="accent" size="sm" onClick={() => void pay()} loading={leaving}>
        {!leaving && <CreditCard className="size-4" aria-hidden="true" />}
        {t('profile.resumePayment')}
      </Button>
    </div>
  );
}
