import { cityPairPath, formatDay, formatFcfa, isTripPast, seatsLeftTone, type Trip } from '@gbaka/shared';
import { ArrowRight, Clock, MapPin, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { seatsLeftClasses } from '@/components/ui/seats-left-classes';
import { cn } from '@/lib/cn';
import { useCatalogueText } from '@/lib/use-catalogue-text';

/** One trip of /routes. A past trip is dimmed, badged "Route passée", and cannot be booked (SPEC §2). */
export function TripCard({ trip, onBook }: { trip: Trip; onBook: (trip: Trip) => void }) {
  const { t, i18n } = useTranslation('routes');
  const text = useCatalogueText();
  const past = isTripPast(trip);
  const full = trip.availableSeats === 0;
  return (
    <article
      aria-label={`${trip.from.name} – ${trip.to.name}, ${formatDay(trip.departureDate, i18n.language, 'short')} ${trip.departureTime}`}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center',
        past && 'bg-stone-100 opacity-70',
      )}
    >
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-stone-700">{trip.companyName.name}</span>
          {past && (
            <span className="rounded-full bg-stone-700 px-2 py-0.5 text-xs font-semibold text-white">
              {t('past')}
            </span>
          )}
          {!past && trip.popular && (
            <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-900">
              {t('popularBadge')}
            </span>
          )}
          {trip.features.map((feature) => (
            <span
              key={feature}
              className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-950"
            >
              {text(feature)}
            </span>
          ))}
        </div>
        <p className="text-lg font-bold text-stone-950">
          {/* The line's own page (DESIGN §12): companies, fares, the coming departures. */}
          <Link
            to={cityPairPath(trip.from.name, trip.to.name)}
            className="inline-flex flex-wrap items-center gap-x-2 hover:text-brand-800 hover:underline"
          >
            {trip.from.name}
            <ArrowRight className="size-4 text-stone-500" aria-hidden="true" />
            {trip.to.name}
          </Link>
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            {formatDay(trip.departureDate, i18n.language, 'short')} · {trip.departureTime} –{' '}
            {trip.arrivalTime} ({trip.duration})
          </span>
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-4" aria-hidden="true" />
            {trip.stops.length ? t('stops', { stops: trip.stops.join(', ') }) : t('nonStop')}
          </span>
        </p>
        {trip.amenities.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('amenities')}>
            {trip.amenities.map((amenity) => (
              <li key={amenity} className="rounded-md bg-stone-100 px-2 py-0.5 text-xs text-stone-800">
                {text(amenity)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
        <div className="text-right">
          <p className="text-xl font-extrabold whitespace-nowrap text-brand-800">{formatFcfa(trip.price)}</p>
          <p
            className={cn(
              'mt-1 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
              seatsLeftClasses(seatsLeftTone(trip.availableSeats)),
            )}
          >
            <Users className="size-3.5" aria-hidden="true" />
            {t('seatsLeft', { count: trip.availableSeats })}
          </p>
        </div>
        {past || full ? (
          <Button disabled variant="outline">
            {t('notAvailable')}
          </Button>
        ) : (
          <Button onClick={() => onBook(trip)}>{t('book')}</Button>
        )}
      </div>
    </article>
  );
}
