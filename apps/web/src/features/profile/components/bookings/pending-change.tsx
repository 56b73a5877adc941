import { formatDay, formatFcfa, type Booking } from '@gbaka/shared';
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
 * A change of departure waiting for its difference (issue 16): the new departure, how long its seats stay held, and
 * the way to pay. Until then the booking keeps its own departure and seats.
 */
export function PendingChange({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const onExpired = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['bookings'] }),
    [queryClient],
  );
  const change = booking.pendingChange;
  if (!change) return null;

  async function pay() {
    setLeaving(true);
    try {
      await resumePayment(booking._id, t('change.missingUrl'));
    } catch (error) {
      toast.error(t('change.errorTitle'), errorMessage(error, t('change.error')));
      setLeaving(false);
    }
  }

  return (
    <div className="mt-3 space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">
        {t(
          change.leg === 'both'
            ? 'change.pendingBoth'
            : change.leg === 'return'
              ? 'change.pendingReturn'
              : 'change.pending',
          {
            date: formatDay(change.route.departureDate, i18n.language, 'full'),
            time: change.route.departureTime,
            seats: change.seats.join(', '),
            returnDate: change.returnRoute
              ? formatDay(change.returnRoute.departureDate, i18n.language, 'full')
              : '',
            returnTime: change.returnRoute?.departureTime ?? '',
            returnSeats: change.returnSeats?.join(', ') ?? '',
            amount: formatFcfa(change.amountDue),
          },
        )}
      </p>
      <HoldCountdown until={change.holdExpiresAt} onExpired={onExpired} />
      <Button variant="accent" size="sm" onClick={() => void pay()} loading={leaving}>
        {!leaving && <CreditCard className="size-4" aria-hidden="true" />}
        {t('change.payDifference')}
      </Button>
    </div>
  );
}
