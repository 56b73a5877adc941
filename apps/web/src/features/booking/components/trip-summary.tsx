import { type BookingRoute, formatDay, type Trip } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { arrivalDays } from '../utils/trip-display';

type Leg = Pick<Trip, 'departureDate' | 'departureTime' | 'arrivalTime' | 'duration'> & {
  from: { name: string };
  to: { name: string };
  companyName: { name: string };
};

interface LegSummaryProps {
  leg: Leg | BookingRoute;
  label: string;
  seats?: readonly number[];
}

/** One leg in a summary: label, route, date and times, company, seats. */
export function LegSummary({ leg, label, seats }: LegSummaryProps) {
  const { t, i18n } = useTranslation(['booking', 'common']);
  const days = arrivalDays(leg);
  const arrival =
    days > 0 ? `${leg.arrivalTime} ${t('common:trip.plusDays', { count: days })}` : leg.arrivalTime;
  return (
    <div className="space-y-1">
      <p className="text-xs font-bold tracking-wide text-accent-800 uppercase">{label}</p>
      <p className="font-bold text-stone-950">
        {leg.from.name} <span aria-hidden="true">→</span>
        <span className="sr-only">{t('summary.to')}</span> {leg.to.name}
      </p>
      <p className="text-sm text-stone-700">{formatDay(leg.departureDate, i18n.language, 'full')}</p>
      <p className="text-sm text-stone-700">
        {t('summary.times', { departure: leg.departureTime, arrival })} · {leg.companyName.name}
      </p>
      {seats && seats.length > 0 && (
        <p className="text-sm text-stone-800">
          {t('summary.seats', { count: seats.length, seats: seats.join(', ') })}
        </p>
      )}
    </div>
  );
}
