import { formatDay, formatFcfa, type Trip } from '@gbaka/shared';
import { ArrowRight, Clock, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { destinationHref } from '../utils/destination-link';

/** One trip of the destinations panel: a link to /routes filtered on its cities and day. */
export function DestinationCard({ trip, featured }: { trip: Trip; featured?: boolean }) {
  const { t, i18n } = useTranslation('home');
  return (
    <Link
      to={destinationHref(trip)}
      className="group flex h-full flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50"
    >
      <span className="flex items-start justify-between gap-2">
        <span className="flex flex-wrap items-center gap-x-2 font-bold text-stone-950">
          {trip.from.name}
          <ArrowRight className="size-4 text-stone-500" aria-hidden="true" />
          <span className="sr-only">{t('destinations.to')}</span>
          {trip.to.name}
        </span>
        {featured && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-900">
            <Star className="size-3" aria-hidden="true" />
            {t('destinations.featured')}
          </span>
        )}
      </span>
      <span className="flex items-center gap-2 text-sm text-stone-700">
        <Clock className="size-4 shrink-0" aria-hidden="true" />
        {formatDay(trip.departureDate, i18n.language, 'short')} · {trip.departureTime} · {trip.duration}
      </span>
      <span className="mt-auto flex items-end justify-between gap-2 text-sm">
        <span className="text-stone-700">{trip.companyName.name}</span>
        <span className="font-bold whitespace-nowrap text-brand-800">{formatFcfa(trip.price)}</span>
      </span>
    </Link>
  );
}
