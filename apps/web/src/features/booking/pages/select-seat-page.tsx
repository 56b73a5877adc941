import { bookingTotal, formatFcfa, type SeatStatus } from '@gbaka/shared';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { searchPath, searchSeats } from '@/lib/booking/search-state';
import { toast, toastForNextPage } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSeatLayout } from '@/lib/booking/seat-layout';
import { useTrip } from '../api/trip';
import { RedirectNotice } from '../components/redirect-notice';
import { SeatFeeLines } from '../components/seat-fee-lines';
import { SeatLegend, SeatMap } from '@/components/seat-map';
import { LegSummary } from '../components/trip-summary';
import type { CheckoutState, SearchPageState, SeatPageState } from '../utils/flow-state';
import { parseSeatPageState } from '../utils/flow-state';
import { canProceed, keepAvailable, seatLimit, toggleSeat } from '../utils/seat-selection';

/** /select-seat (SPEC §2, §5 Seat selection): the seats of one leg. */
export function SelectSeatPage() {
  const { t } = useTranslation('booking');
  useDocumentTitle(t('seats.title'));
  const location = useLocation();
  const state = parseSeatPageState(location.state);
  if (!state) {
    return <RedirectNotice message={t('seats.noRoute')} to="/" toastTitle={t('seats.noRouteToast')} />;
  }
  if (!state.selectedRouteId) {
    return (
      <RedirectNotice
        message={t('seats.noRoute')}
        to="/search"
        state={{ search: state.search }}
        toastTitle={t('seats.noRouteToast')}
      />
    );
  }
  // A new key per leg: the return leg starts with a fresh selection.
  return <SeatSelection key={`${state.selectedRouteId}-${state.isReturnRoute}`} state={state} />;
}

function SeatSelection({ state }: { state: SeatPageState }) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const { search, selectedRouteId, isReturnRoute, outbound } = state;
  const trip = useTrip(selectedRouteId);
  const outboundTrip = useTrip(outbound?.routeId ?? '');
  const layout = useSeatLayout(trip.data);
  const current = trip.data;
  const map = layout.data;
  const [selected, setSelected] = useState<number[]>(state.preselected ?? []);
  const required = isReturnRoute ? outbound?.seats.length : undefined;
  const passengers = searchSeats(search);

  // SPEC §8 Seat page: a trip or map that cannot load sends the traveller back to the results.
  const failure = trip.isError
    ? trip.error.message || t('seats.tripError')
    : trip.data && !trip.data.bus
      ? t('seats.noBus')
      : layout.isError && !layout.data
        ? layout.error.message || t('seats.layoutError')
        : null;
  useEffect(() => {
    if (!failure) return;
    toastForNextPage.error(t('seats.errorTitle'), failure);
    void navigate(searchPath(search), { replace: true, state: { search } satisfies SearchPageState });
  }, [failure, navigate, search, t]);

  // Each refresh of the map drops the seats someone else took meanwhile, and says so (state adjusted while
  // rendering, React's pattern for "reset when data changes", so the map never shows a lost seat as chosen).
  const seats = layout.data?.seats;
  const [seenSeats, setSeenSeats] = useState(seats);
  const [lost, setLost] = useState<number[]>([]);
  if (seats !== seenSeats) {
    setSeenSeats(seats);
    const check = seats ? keepAvailable(selected, seats) : { kept: selected, lost: [] };
    if (check.lost.length > 0) {
      setSelected(check.kept);
      setLost(check.lost);
    }
  }
  useEffect(() => {
    if (lost.length === 0) return;
    toast.warning(t('seats.lostTitle'), t('seats.lostText', { count: lost.length, seats: lost.join(', ') }));
  }, [lost, t]);

  if (failure) return null;
  // The heading and the seat count show at once; only the map waits for the trip and its bus.
  const heading = (
    <>
      <Button variant="ghost" size="sm" onClick={() => void navigate(-1)}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('seats.back')}
      </Button>
      <h1 className="mt-2 text-2xl font-extrabold text-stone-950">
        {isReturnRoute ? t('seats.titleReturn') : t('seats.title')}
      </h1>
      <p className="mt-1 text-stone-700">
        {required !== undefined
          ? t('seats.returnCount', { count: required })
          : t('seats.passengersHint', { count: passengers })}
      </p>
    </>
  );
  if (!current || !map) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-6">
        {heading}
        <PageSpinner label={t('seats.loading')} />
      </div>
    );
  }

  const onSeat = (seat: number, status: SeatStatus | undefined) => {
    const result = toggleSeat(selected, seat, status, seatLimit(required));
    if (result.outcome === 'changed') setSelected(result.seats);
    else if (result.outcome === 'reserved') toast.error(t('seats.reservedTitle'), t('seats.reservedText'));
    else if (required !== undefined)
      toast.info(t('seats.limitTitle'), t('seats.returnLimitText', { count: required }));
    else toast.info(t('seats.limitTitle'), t('seats.limitText'));
  };

  const proceed = async () => {
    if (!canProceed(selected, required)) {
      toast.info(
        t('seats.chooseTitle'),
        required ? t('seats.returnCount', { count: required }) : t('seats.chooseText'),
      );
      return;
    }
    const choice = { routeId: current._id, seats: selected };
    // Back from the next step (its button or the browser's) finds these seats still chosen (issue 16).
    await navigate('.', {
      replace: true,
      state: { ...state, preselected: selected } satisfies SeatPageState,
    });
    if (search.tripType === 'roundTrip' && !isReturnRoute) {
      void navigate(searchPath(search), { state: { search, outbound: choice } satisfies SearchPageState });
      return;
    }
    const outboundPrice = isReturnRoute ? outboundTrip.data?.price : current.price;
    if (outboundPrice === undefined) return;
    const { total } = bookingTotal({
      seats: selected.length,
      outboundPrice,
      returnPrice: isReturnRoute ? current.price : undefined,
    });
    const checkout: CheckoutState = isReturnRoute
      ? { search, outbound: outbound!, return: choice, totalPrice: total }
      : { search, outbound: choice, totalPrice: total };
    void navigate('/checkout', { state: checkout });
  };

  const subtotal = selected.length * current.price;
  const blocked = !canProceed(selected, required) || (isReturnRoute && !outboundTrip.data);
  const label = isReturnRoute ? t('summary.return') : t('summary.outbound');
  const nextLabel =
    search.tripType === 'roundTrip' && !isReturnRoute ? t('seats.chooseReturn') : t('seats.proceed');

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      {heading}

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <Card className="space-y-5">
          <SeatLegend />
          <SeatMap layout={map} selected={selected} onSeat={onSeat} />
          <p className="text-center text-xs text-stone-600" aria-live="polite">
            {t('seats.available', { count: map.seats.filter((s) => s.status === 'available').length })}
          </p>
        </Card>

        <Card className="space-y-4 lg:sticky lg:top-4">
          <h2 className="text-lg font-bold text-stone-950">{t('summary.title')}</h2>
          <LegSummary leg={current} label={label} />
          <dl className="space-y-2 border-t border-stone-200 pt-4 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-stone-700">{t('summary.chosenSeats')}</dt>
              <dd className="text-right font-semibold text-stone-950" aria-live="polite">
                {selected.length ? selected.join(', ') : t('summary.none')}
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-stone-700">
                {t('summary.seatsTimesPrice', { count: selected.length, price: formatFcfa(current.price) })}
              </dt>
              <dd className="text-right text-base font-semibold text-stone-950">{formatFcfa(subtotal)}</dd>
            </div>
            <SeatFeeLines
              seats={selected.length}
              outboundPrice={isReturnRoute ? outboundTrip.data?.price : current.price}
              returnPrice={isReturnRoute ? current.price : undefined}
              feeLater={search.tripType === 'roundTrip' && !isReturnRoute}
            />
          </dl>
          {selected.length === 0 && <Alert variant="info">{t('seats.chooseText')}</Alert>}
          <Button
            size="lg"
            className="w-full max-lg:hidden"
            disabled={blocked}
            onClick={() => void proceed()}
          >
            {nextLabel}
            <ArrowRight className="size-5" aria-hidden="true" />
          </Button>
        </Card>
      </div>

      {/* On a phone the summary is below a long map: the essentials stay at hand at the bottom of the screen. */}
      <div className="sticky bottom-0 z-20 -mx-4 mt-6 border-t border-stone-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] lg:hidden">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm text-stone-800">
            <span className="block font-semibold">
              {t('summary.seatsTimesPrice', { count: selected.length, price: formatFcfa(current.price) })}
            </span>
            <span className="text-base font-extrabold text-brand-800">{formatFcfa(subtotal)}</span>
          </p>
          <Button disabled={blocked} onClick={() => void proceed()} aria-label={nextLabel}>
            {t('seats.continue')}
            <ArrowRight className="size-5" aria-hidden="true" />
          </Button>
        </div>
      </div>
    </div>
  );
}
