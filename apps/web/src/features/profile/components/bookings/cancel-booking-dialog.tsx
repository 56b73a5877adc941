import { formatFcfa, refundFor, REFUND_BUSINESS_DAYS, type Booking } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useCancelBooking } from '../../api/cancel-booking';
import { departureOf } from '../../utils/split-bookings';

/** Cancel with the refund the policy gives now (SPEC §9: free until 24 h before, refund in 5–7 business days). */
export function CancelBookingDialog({ booking }: { booking: Booking }) {
  const { t } = useTranslation('booking');
  const cancel = useCancelBooking();
  const refund = refundFor({ total: booking.totalPrice, departure: departureOf(booking), by: 'traveller' });

  async function confirm() {
    try {
      const response = await cancel.mutateAsync(booking._id);
      toast.success(t('profile.cancelSuccess'), response.message);
    } catch (error) {
      toast.error(t('profile.cancelErrorTitle'), errorMessage(error, t('profile.cancelError')));
    }
  }

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="border-red-300 text-red-800 hover:bg-red-50">
          {t('profile.cancel')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('profile.cancelTitle')}
        description={t('profile.cancelQuestion', {
          from: booking.outboundRoute.from.name,
          to: booking.outboundRoute.to.name,
        })}
      >
        <div className="space-y-3 text-sm text-stone-800">
          <p className="rounded-lg bg-brand-50 p-3 font-semibold text-brand-900">
            {t('profile.refund', {
              amount: formatFcfa(refund.refundAmount),
              min: REFUND_BUSINESS_DAYS.min,
              max: REFUND_BUSINESS_DAYS.max,
            })}
          </p>
          <p>{t('profile.policy')}</p>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t('profile.keep')}</Button>
          </DialogClose>
          <Button variant="danger" loading={cancel.isPending} onClick={() => void confirm()}>
            {t('profile.confirmCancel')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
