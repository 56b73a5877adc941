import { formatFcfa, type Booking } from '@gbaka/shared';
import { ArrowRightLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-classes';

/**
 * A booking whose departure the company cancelled (issue 17): why, the full refund recorded for it, and the free
 * move to another departure of the line instead.
 */
export function DepartureCancelledNotice({ booking }: { booking: Booking }) {
  const { t } = useTranslation('profile');
  return (
    <Alert variant="warning" title={t('change.cancelledTitle')} className="mt-3">
      {booking.departureCancelReason && (
        <p>{t('change.reason', { reason: booking.departureCancelReason })}</p>
      )}
      {(booking.refundAmount ?? 0) > 0 && (
        <p>{t('change.refundDue', { amount: formatFcfa(booking.refundAmount ?? 0) })}</p>
      )}
      <Link
        to={`/profile/change/${encodeURIComponent(booking._id)}`}
        className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-2' })}
      >
        <ArrowRightLeft className="size-4" aria-hidden="true" />
        {t('change.chooseAnother')}
      </Link>
    </Alert>
  );
}
