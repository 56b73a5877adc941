import {
  bookingTotal,
  formatDay,
  formatFcfa,
  isFreeMove,
  todayIso,
  type Booking,
  type Trip,
} from '@gbaka/shared';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useMyBookings } from '@/lib/booking/my-bookings';
import { resumePayment } from '@/lib/booking/payment';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useChangeBooking } from '../api/change-booking';
import { ChangeSeatPicker } from '../components/change/change-seat-picker';
import { ChangeSummary } from '../components/change/change-summary';
import { DepartureList } from '../components/change/departure-list';

/**
 * /profile/change/{bookingId} (issue 16): another departure of the same line, seats on its bus, the difference,
 * then the change. More to pay goes through the ordinary payment page; otherwise the new ticket shows at once on
 * the confirmation page. A booking whose departure the company cancelled moves the same way, for free (issue 17).
 */
export function ChangeBookingPage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('change.title'));
  const { bookingId = '' } = useParams();
  const bookings = useMyBookings();
  const booking = bookings.data?.find((b) => b._id === bookingId);

  if (bookings.isPending) return <PageSpinner label={t('change.loading')} />;
  if (!booking) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <Alert variant="error" title={t('change.notFound')} />
        <BackToProfile />
      </div>
    );
  }
  return <ChangeFlow booking={booking} />;
}

function BackToProfile() {
  const { t } = useTranslation('profile');
  return (
    <Link to="/profile" className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'mt-4' })}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('change.back')}
    </Link>
  );
}

function ChangeFlow({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('profile');
  const navigate = useNavigate();
  const leg = booking.outboundRoute;
  const free = isFreeMove(booking);
  const today = todayIso();
  const [date, setDate] = useState(leg.departureDate < today ? today : leg.departureDate);
  const [trip, setTrip] = useState<Trip | null>(null);
  const [seats, setSeats] = useState<number[]>([]);
  const [leaving, setLeaving] = useState(false);
  const change = useChangeBooking(booking._id);
  const count = booking.selectedSeats.length;
  const back = booking.tripType === 'roundTrip' ? booking.returnRoute : null;
  const newTotal = trip
    ? bookingTotal({ seats: count, outboundPrice: trip.price, returnPrice: back?.price }).total
    : booking.totalPrice;

  async function confirm() {
    if (!trip) return;
    try {
      const answer = await change.mutateAsync({
        tripId: trip._id,
        seats,
        totalPrice: free ? booking.totalPrice : newTotal,
      });
      if (answer.data.amountDue > 0) {
        toast.info(answer.message);
        setLeaving(true);
        await resumePayment(booking._id, t('change.missingUrl'));
        return;
      }
      toast.success(answer.message);
      void navigate(`/confirmation-paiement?bookingId=${encodeURIComponent(booking._id)}`);
    } catch (error) {
      setLeaving(false);
      toast.error(t('change.errorTitle'), errorMessage(error, t('change.error')));
    }
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6">
      <div>
        <BackToProfile />
        <h1 className="mt-2 text-2xl font-extrabold text-stone-950">
          {free ? t('change.titleFree') : t('change.title')}
        </h1>
      </div>
      <Card className="space-y-1">
        <p className="font-bold text-stone-950">
          {leg.from.name} → {leg.to.name}
        </p>
        <p className="text-sm text-stone-700">
          {t('change.current', {
            date: formatDay(leg.departureDate, i18n.language, 'full'),
            time: leg.departureTime,
            company: leg.companyName.name,
          })}
        </p>
        <p className="text-sm text-stone-700">
          {t('change.currentSeats', { seats: booking.selectedSeats.join(', ') })} ·{' '}
          {formatFcfa(booking.totalPrice)}
        </p>
      </Card>
      {free && (
        <Alert variant="warning" title={t('change.cancelledTitle')}>
          {booking.departureCancelReason && (
            <p>{t('change.reason', { reason: booking.departureCancelReason })}</p>
          )}
          <p>{t('change.freeHint')}</p>
        </Alert>
      )}
      <DepartureList
        line={{ fromId: leg.from._id, toId: leg.to._id }}
        date={date}
        minDate={today}
        onDate={(next) => {
          setDate(next);
          setTrip(null);
          setSeats([]);
        }}
        currentTripId={leg._id}
        seats={count}
        chosen={trip?._id ?? null}
        onChoose={(next) => {
          setTrip(next);
          setSeats([]);
        }}
      />
      {trip && <ChangeSeatPicker trip={trip} count={count} selected={seats} onChange={setSeats} />}
      {trip && (
        <ChangeSummary
          oldTotal={booking.totalPrice}
          newTotal={newTotal}
          free={free}
          ready={seats.length === count}
          busy={change.isPending || leaving}
          onConfirm={() => void confirm()}
        />
      )}
    </div>
  );
}
