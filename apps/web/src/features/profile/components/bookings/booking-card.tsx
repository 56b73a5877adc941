import {
  type Booking,
  bookingReference,
  type BookingRoute,
  bookingStatusLabel,
  canTravellerCancel,
  changeableLegs,
  formatDay,
  formatFcfa,
  isFreeMove,
  isPayableBooking,
  isPositiveStatus,
} from '@gbaka/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { errorMessage } from '@/lib/api-error';
import { downloadTicket } from '@/lib/booking/ticket';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { departureOf } from '../../utils/split-bookings';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { DepartureCancelledNotice } from './departure-cancelled-notice';
import { PendingChange } from './pending-change';
import { ResumePayment } from './resume-payment';

const STATUS_TONES: Record<string, string> = {
  confirmed: 'bg-brand-100 text-brand-900',
  completed: 'bg-brand-100 text-brand-900',
  pending_payment: 'bg-amber-100 text-amber-950',
  cancelled: 'bg-stone-200 text-stone-800',
};

/** One leg: its day, times and own company and bus (a round trip may come back with another company). */
function LegLine({ label, leg }: { label: string | null; leg: BookingRoute }) {
  const { t, i18n } = useTranslation('booking');
  return (
    <p className="text-sm text-stone-700">
      {label && <span className="font-semibold text-stone-900">{label} </span>}
      {formatDay(leg.departureDate, i18n.language, 'full')} · {leg.departureTime}–{leg.arrivalTime} ·{' '}
      <span className="font-semibold text-stone-900">{leg.companyName.name}</span>
      {leg.bus && <span> ({t('profile.busName', { name: leg.bus.name })})</span>}
    </p>
  );
}

/** One booking in the profile lists (SPEC §2 /profile). */
export function BookingCard({ booking, upcoming }: { booking: Booking; upcoming: boolean }) {
  const { t } = useTranslation(['booking', 'messages']);
  const [downloading, setDownloading] = useState(false);
  const leg = booking.outboundRoute;
  const back = booking.tripType === 'roundTrip' ? booking.returnRoute : null;
  const cancellable = canTravellerCancel(booking.status, departureOf(booking));
  // A round trip's return can still change when its outbound journey is too close to move.
  const legs = changeableLegs(booking);
  const changeable = booking.status === 'confirmed' && (legs.outbound || legs.return);
  const payable = isPayableBooking(booking);
  // An unpaid booking whose hold ran out before the sweep marked it reads as what it is: expired.
  const label =
    booking.status === 'pending_payment' && !payable
      ? 'bookingStatusExpired'
      : bookingStatusLabel(booking.status, booking.cancelReason);

  async function download() {
    setDownloading(true);
    try {
      await downloadTicket(booking._id);
    } catch (error) {
      toast.error(t('profile.downloadErrorTitle'), errorMessage(error, t('ticket.downloadError')));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <li className="rounded-xl border border-stone-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-bold text-stone-950">
            {leg.from.name} <span aria-hidden="true">→</span>
            <span className="sr-only">{t('summary.to')}</span> {leg.to.name}
            {back && (
              <span className="ml-1 text-sm font-normal text-stone-600">{t('profile.roundTrip')}</span>
            )}
          </p>
          <LegLine label={back ? t('profile.outboundLeg') : null} leg={leg} />
          {back && <LegLine label={t('profile.returnLeg')} leg={back} />}
        </div>
        <span
          className={cn(
            'rounded-full px-2.5 py-1 text-xs font-bold',
            STATUS_TONES[booking.status] ?? 'bg-stone-200 text-stone-800',
          )}
        >
          {t(`messages:${label}`)}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-stone-600">{t('profile.reference')}</dt>
          <dd className="font-mono font-semibold text-stone-950">{bookingReference(booking._id)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('profile.seats')}</dt>
          <dd className="font-semibold text-stone-950">{booking.selectedSeats.join(', ')}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('profile.total')}</dt>
          <dd className="font-semibold text-stone-950">{formatFcfa(booking.totalPrice)}</dd>
        </div>
      </dl>
      {upcoming && payable && <ResumePayment booking={booking} />}
      {upcoming && booking.pendingChange && <PendingChange booking={booking} />}
      {isFreeMove(booking) && (booking.refundAmount ?? 0) > 0 && (
        <DepartureCancelledNotice booking={booking} />
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {isPositiveStatus(booking.status) && (
          <Button variant="outline" size="sm" onClick={() => void download()} loading={downloading}>
            {!downloading && <Download className="size-4" aria-hidden="true" />}
            {t('profile.download')}
          </Button>
        )}
        {upcoming && changeable && (
          <Link
            to={`/profile/change/${encodeURIComponent(booking._id)}`}
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          >
            {t('profile.modify')}
          </Link>
        )}
        {upcoming && cancellable && <CancelBookingDialog booking={booking} />}
      </div>
      {upcoming && booking.status === 'confirmed' && !cancellable && (
        <p className="mt-2 text-sm text-stone-600">{t('profile.notCancellable')}</p>
      )}
    </li>
  );
}
