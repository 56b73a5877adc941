import {
  cityPairPath,
  formatDay,
  formatFcfa,
  STATION_ROUTE_AMENITIES,
  type StationRoute,
} from '@gbaka/shared';
import { ArrowRight, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { useCatalogueText } from '@/lib/use-catalogue-text';

/** "/routes?from=…&to=…&departureDate=…&company=…&passengers=1+Adult": the line's departures on /routes. */
export function stationRouteHref(route: StationRoute): string {
  const query = new URLSearchParams({
    from: route.from.name,
    to: route.to.name,
    departureDate: route.departureDate,
    company: route.companyName.name,
    passengers: '1 Adult',
  });
  return `/routes?${query.toString()}`;
}

/** A line of the station: next departure, price from, up to 3 amenities, and "Réserver" (SPEC §2 Stations). */
export function StationRouteCard({ route }: { route: StationRoute }) {
  const { t, i18n } = useTranslation('stations');
  const text = useCatalogueText();
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <h3 className="text-lg font-bold text-stone-950">
        {/* The line's own page (DESIGN §12): every company on it, fares, the coming departures. */}
        <Link
          to={cityPairPath(route.from.name, route.to.name)}
          className="inline-flex flex-wrap items-center gap-x-2 hover:text-brand-800 hover:underline"
        >
          {route.from.name}
          <ArrowRight className="size-4 text-stone-500" aria-hidden="true" />
          <span className="sr-only">{t('routes.to')}</span>
          {route.to.name}
        </Link>
      </h3>
      <p className="flex items-center gap-1.5 text-sm text-stone-700">
        <Clock className="size-4 shrink-0" aria-hidden="true" />
        {t('routes.next', {
          date: formatDay(route.departureDate, i18n.language, 'short'),
          time: route.departureTime,
        })}{' '}
        · {route.duration}
      </p>
      <p className="text-sm text-stone-700">
        {route.stops.length ? t('routes.stops', { stops: route.stops.join(', ') }) : t('routes.nonStop')}
        {' · '}
        {t('routes.departures', { count: route.departureCount })}
      </p>
      {route.amenities.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('amenities')}>
          {route.amenities.slice(0, STATION_ROUTE_AMENITIES).map((amenity) => (
            <li key={amenity} className="rounded-md bg-stone-100 px-2 py-0.5 text-xs text-stone-800">
              {text(amenity)}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex items-center justify-between gap-3 pt-1">
        <p className="font-bold text-brand-800">{t('priceFrom', { price: formatFcfa(route.priceFrom) })}</p>
        <Link
          to={stationRouteHref(route)}
          className={buttonClasses({ size: 'sm', className: 'min-h-11' })}
          aria-label={t('routes.bookLabel', { from: route.from.name, to: route.to.name })}
        >
          {t('routes.book')}
        </Link>
      </div>
    </article>
  );
}
