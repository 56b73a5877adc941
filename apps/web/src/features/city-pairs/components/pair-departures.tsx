import { formatDay, formatFcfa, seatsLeftTone, type CityPair } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { seatsLeftClasses } from '@/components/ui/seats-left-classes';
import { searchPath } from '@/lib/booking/search-state';
import { cn } from '@/lib/cn';

/**
 * The line's next departures with seats left. "Réserver" is a link to that day's search (DESIGN §12: links are
 * links), where the traveller picks the trip and goes on to the seat map as from any search.
 */
export function PairDepartures({ pair }: { pair: CityPair }) {
  const { t, i18n } = useTranslation('pairs');
  return (
    <section aria-labelledby="pair-departures-title">
      <h2 id="pair-departures-title" className="text-xl font-bold text-stone-950">
        {t('departures.title')}
      </h2>
      {pair.departures.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-stone-300 bg-white p-4 text-stone-800">
          {t('departures.none')}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {pair.departures.map((trip) => {
            const date = formatDay(trip.departureDate, i18n.language, 'short');
            return (
              <li key={trip._id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
                <div className="min-w-0 basis-full sm:basis-auto sm:flex-1">
                  <p className="font-bold text-stone-950">
                    <span className="first-letter:uppercase">{date}</span> · {trip.departureTime} →{' '}
                    {trip.arrivalTime}
                  </p>
                  <p className="text-sm text-stone-700">
                    {trip.companyName.name} · {trip.duration}
                  </p>
                </div>
                <div className="flex-1 sm:flex-none sm:text-right">
                  <p className="font-bold text-brand-800">{formatFcfa(trip.price)}</p>
                  <p
                    className={cn(
                      'mt-0.5 inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
                      seatsLeftClasses(seatsLeftTone(trip.availableSeats)),
                    )}
                  >
                    {t('departures.seats', { count: trip.availableSeats })}
                  </p>
                </div>
                <Link
                  to={searchPath({
                    from: pair.from.name,
                    to: pair.to.name,
                    departureDate: trip.departureDate,
                    passengers: '1 Adult',
                    tripType: 'oneWay',
                    departureTime: 'all',
                    companyName: 'all',
                  })}
                  className={buttonClasses({ size: 'sm', className: 'min-h-11' })}
                  aria-label={t('departures.bookLabel', {
                    time: trip.departureTime,
                    date,
                    company: trip.companyName.name,
                  })}
                >
                  {t('departures.book')}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
