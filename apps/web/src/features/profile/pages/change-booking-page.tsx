import {
  bookingTotal,
  changeableLegs,
  formatDay,
  formatFcfa,
  isFreeMove,
  todayIso,
  type Booking,
  type BookingChangeInput,
  type BookingRoute,
  type ChangeLeg,
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
import { toast, toastForNextPage } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useChangeBooking } from '../api/change-booking';
import { ChangeSummary } from '../components/change/change-summary';
import { LegChange, type LegChoice } from '../components/change/leg-change';
import { LegChooser } from '../components/change/leg-chooser';

/**
 * /profile/change/{bookingId} (issue 16): another departure of the same line, seats on its bus, the difference,
 * then the change. More to pay goes through the ordinary payment page; otherwise the new ticket shows at once on
 * the confirmation page. A booking whose departure the company cancelled moves the same way, for free (issue 17).
 * A round trip first asks which journey moves: the outbound one, the return one, or both (each until 24 h before
 * its own departure), then a departure and seats for each.
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
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const outbound = booking.outboundRoute;
  const back = booking.tripType === 'roundTrip' ? booking.returnRoute : null;
  const free = isFreeMove(booking);
  const today = todayIso();
  const open = changeableLegs(booking);
  const [leg, setLeg] = useState<ChangeLeg>(open.outbound || !back ? 'outbound' : 'return');
  const startOf = (route: BookingRoute): LegChoice => ({
    date: route.departureDate < today ? today : route.departureDate,
    trip: null,
    seats: [],
  });
  const [outChoice, setOutChoice] = useState<LegChoice>(() => startOf(outbound));
  const [backChoice, setBackChoice] = useState<LegChoice>(() => startOf(back ?? outbound));
  const [leaving, setLeaving] = useState(false);
  const change = useChangeBooking(booking._id);
  const count = booking.selectedSeats.length;
  const movesOut = leg !== 'return';
  const movesBack = back !== null && leg !== 'outbound';
  const newOut = movesOut ? outChoice.trip : null;
  const newBack = movesBack ? backChoice.trip : null;
  const chosen = (!movesOut || newOut !== null) && (!movesBack || newBack !== null);
  const ready =
    chosen &&
    (!movesOut || outChoice.seats.length === count) &&
    (!movesBack || backChoice.seats.length === count);
  const newTotal = chosen
    ? bookingTotal({
        seats: count,
        outboundPrice: (newOut ?? outbound).price,
        returnPrice: back ? (newBack ?? back).price : undefined,
      }).total
    : booking.totalPrice;

  function body(): BookingChangeInput | null {
    const totalPrice = free ? booking.totalPrice : newTotal;
    if (leg === 'both' && newOut && newBack) {
      return {
        leg,
        tripId: newOut._id,
        seats: outChoice.seats,
        returnTripId: newBack._id,
        returnSeats: backChoice.seats,
        totalPrice,
      };
    }
    if (leg === 'return' && newBack) return { leg, tripId: newBack._id, seats: backChoice.seats, totalPrice };
    if (leg === 'outbound' && newOut) return { leg, tripId: newOut._id, seats: outChoice.seats, totalPrice };
    return null;
  }

  async function confirm() {
    const request = body();
    if (!request) return;
    try {
      const answer = await change.mutateAsync(request);
      if (answer.data.amountDue > 0) {
        toast.info(answer.message);
        setLeaving(true);
        await resumePayment(booking._id, t('change.missingUrl'));
        return;
      }
      toastForNextPage.success(answer.message);
      void navigate(`/confirmation-paiement?bookingId=${encodeURIComponent(booking._id)}`);
    } catch (error) {
      setLeaving(false);
      toast.error(t('change.errorTitle'), errorMessage(error, t('change.error')));
    }
  }

  const titleOf = (route: BookingRoute, key: 'legOutboundTitle' | 'legReturnTitle') =>
    t(`change.${key}`, { from: route.from.name, to: route.to.name });

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6">
      <div>
        <BackToProfile />
        <h1 className="mt-2 text-2xl font-extrabold text-stone-950">
          {free ? t('change.titleFree') : t('change.title')}
        </h1>
      </div>
      <CurrentBooking booking={booking} />
      {free && (
        <Alert variant="warning" title={t('change.cancelledTitle')}>
          {booking.departureCancelReason && (
            <p>{t('change.reason', { reason: booking.departureCancelReason })}</p>
          )}
          <p>{t('change.freeHint')}</p>
        </Alert>
      )}
      {back && <LegChooser outbound={outbound} back={back} open={open} value={leg} onChange={setLeg} />}
      {movesOut && (
        <LegChange
          leg={outbound}
          count={count}
          minDate={today}
          choice={outChoice}
          onChoice={setOutChoice}
          idPrefix="change-outbound"
          title={leg === 'both' ? titleOf(outbound, 'legOutboundTitle') : undefined}
        />
      )}
      {movesBack && back && (
        <LegChange
          leg={back}
          count={count}
          minDate={newOut?.departureDate ?? today}
          choice={backChoice}
          onChoice={setBackChoice}
          idPrefix="change-return"
          title={leg === 'both' ? titleOf(back, 'legReturnTitle') : undefined}
        />
      )}
      {chosen && (
        <ChangeSummary
          oldTotal={booking.totalPrice}
          newTotal={newTotal}
          free={free}
          ready={ready}
          busy={change.isPending || leaving}
          onConfirm={() => void confirm()}
        />
      )}
    </div>
  );
}

/** The booking as it stands: each journey's departure, company and seats, and what was paid. */
function CurrentBooking({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('profile');
  const back = booking.tripType === 'roundTrip' ? booking.returnRoute : null;
  const journeys = [
    {
      route: booking.outboundRoute,
      seats: booking.selectedSeats,
      label: back ? t('change.legOutbound') : null,
    },
    ...(back
      ? [
          {
            route: back,
            seats: booking.returnSelectedSeats ?? booking.selectedSeats,
            label: t('change.legReturn'),
          },
        ]
      : []),
  ];
  return (
    <Card className="space-y-3">
      {journeys.map(({ route, seats, label }) => (
        <div key={route._id} className="space-y-1">
          <p className="font-bold text-stone-950">
            {label && <span className="mr-2 text-sm font-semibold uppercase text-brand-800">{label}</span>}
            {route.from.name} → {route.to.name}
          </p>
          <p className="text-sm text-stone-700">
            {t('change.current', {
              date: formatDay(route.departureDate, i18n.language, 'full'),
              time: route.departureTime,
              company: route.companyName.name,
            })}
          </p>
          <p className="text-sm text-stone-700">{t('change.currentSeats', { seats: seats.join(', ') })}</p>
        </div>
      ))}
      <p className="flex justify-between border-t border-stone-200 pt-2 text-sm font-semibold text-stone-950">
        <span>{t('change.oldTotal')}</span>
        <span>{formatFcfa(booking.totalPrice)}</span>
      </p>
    </Card>
  );
}
