import { bookingTotal, formatFcfa, seatsLeftTone, type Trip } from '@gbaka/shared';
import { ArrowRight, Bus, Plug, Wifi } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { seatsLeftClasses } from '@/components/ui/seats-left-classes';
import { cn } from '@/lib/cn';
import { useCatalogueText } from '@/lib/use-catalogue-text';
import { feeRateText } from '../utils/fee-rate';
import { arrivalDays, cardAmenities } from '../utils/trip-display';
import { ArrivalTime } from './arrival-time';

interface TripCardProps {
  trip: Trip;
  onSelect: (trip: Trip) => void;
  selectLabel?: string;
  disabled?: boolean;
  chosen?: boolean;
  /** Seats searched for, with which a one-way card states its total, fee included. */
  totalForSeats?: number;
}

/** One search result (SPEC §2 /search). */
export function TripCard({ trip, onSelect, selectLabel, disabled, chosen, totalForSeats }: TripCardProps) {
  const { t, i18n } = useTranslation('search');
  // The fee is stated where the price is, not first met at checkout (issue 16); the total is checkout's own sum.
  const total = totalForSeats
    ? bookingTotal({ seats: totalForSeats, outboundPrice: trip.price }).total
    : null;
  const amenities = cardAmenities(trip);
  const text = useCatalogueText();
  const busType = trip.bus?.type ? text(trip.bus.type) : trip.bus?.name;
  const titleId = `trip-${trip._id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'rounded-2xl border bg-white p-4 shadow-sm sm:p-5',
        chosen ? 'border-brand-600 ring-2 ring-brand-600' : 'border-stone-200',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 id={titleId} className="truncate font-bold text-stone-950">
            {trip.companyName.name}
          </h4>
          {busType && (
            <p className="flex items-center gap-1.5 text-sm text-stone-600">
              <Bus className="size-4 shrink-0" aria-hidden="true" />
              {busType}
            </p>
          )}
        </div>
        <div className="text-right">
          <p className="text-lg font-extrabold whitespace-nowrap text-brand-800">{formatFcfa(trip.price)}</p>
          <p className="text-xs text-stone-600">{t('results.perSeat')}</p>
        </div>
      </div>
      <p className="mt-1 text-right text-xs text-stone-700">
        {t('results.fee', { rate: feeRateText(i18n.language) })}
        {total !== null && (
          <>
            {' · '}
            <span className="font-semibold whitespace-nowrap text-stone-900">
              {t('results.totalWithFee', { count: totalForSeats, total: formatFcfa(total) })}
            </span>
          </>
        )}
      </p>

      <div className="mt-4 grid grid-cols-[auto_1fr_auto] items-center gap-x-3">
        <p className="text-xl font-bold text-stone-950">{trip.departureTime}</p>
        <div className="flex items-center gap-2 text-xs text-stone-600" aria-hidden="true">
          <span className="h-px flex-1 bg-stone-300" />
          <span className="whitespace-nowrap">{trip.duration}</span>
          <span className="h-px flex-1 bg-stone-300" />
        </div>
        <p className="text-xl font-bold text-stone-950">
          <ArrivalTime time={trip.arrivalTime} days={arrivalDays(trip)} />
        </p>
        <p className="text-sm text-stone-700">{trip.from.name}</p>
        <p className="sr-only">{t('results.duration', { duration: trip.duration })}</p>
        <p className="col-start-3 text-right text-sm text-stone-700">{trip.to.name}</p>
      </div>

      <p className="mt-3 text-sm text-stone-700">
        {trip.stops.length === 0 ? (
          <span className="font-semibold text-brand-800">{t('results.direct')}</span>
        ) : (
          t('results.stops', { count: trip.stops.length, list: trip.stops.join(', ') })
        )}
      </p>

      <div className="mt-3 flex flex-wrap items-center gap-2">
        {amenities.wifi && (
          <span className="inline-flex items-center gap-1 rounded-md bg-stone-100 px-2 py-1 text-xs text-stone-800">
            <Wifi className="size-4" aria-hidden="true" />
            {t('results.wifi')}
          </span>
        )}
        {amenities.power && (
          <span className="inline-flex items-center gap-1 rounded-md bg-stone-100 px-2 py-1 text-xs text-stone-800">
            <Plug className="size-4" aria-hidden="true" />
            {t('results.power')}
          </span>
        )}
        {trip.features.map((feature) => (
          <span
            key={feature}
            className="rounded-md bg-accent-50 px-2 py-1 text-xs font-medium text-accent-900"
          >
            {text(feature)}
          </span>
        ))}
        <span
          className={cn(
            'ml-auto rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap',
            seatsLeftClasses(seatsLeftTone(trip.availableSeats)),
          )}
        >
          {t('results.seatsLeft', { count: trip.availableSeats })}
        </span>
      </div>

      <Button
        className="mt-4 w-full sm:ml-auto sm:flex sm:w-auto"
        onClick={() => onSelect(trip)}
        disabled={disabled || trip.availableSeats === 0}
        aria-describedby={titleId}
      >
        {selectLabel ?? t('results.select')}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Button>
    </article>
  );
}
