import { formatFcfa, STATION_CARD_CITIES, STATION_CARD_SERVICES, type Station } from '@gbaka/shared';
import { Check, MapPin, Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCatalogueText } from '@/lib/use-catalogue-text';

/** A station of the list (SPEC §2 Stations): up to 4 served cities then "+N", up to 2 services. */
export function StationCard({ station }: { station: Station }) {
  const { t } = useTranslation('stations');
  const text = useCatalogueText();
  const cities = station.servedCities.slice(0, STATION_CARD_CITIES);
  const more = station.servedCities.length - cities.length;
  return (
    <Link
      to={`/stations/${station._id}`}
      className="flex h-full flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50"
    >
      <span>
        <span className="block text-lg font-bold text-stone-950">{station.name}</span>
        {station.address && (
          <span className="mt-1 flex items-start gap-1 text-sm text-stone-700">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {station.address}
          </span>
        )}
      </span>
      <span className="flex flex-wrap gap-1.5">
        <span className="sr-only">{t('servedCities')} :</span>
        {cities.map((city) => (
          <span key={city} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm text-brand-900">
            {city}
          </span>
        ))}
        {more > 0 && (
          <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-sm font-semibold text-stone-800">
            <span aria-hidden="true">+{more}</span>
            <span className="sr-only">{t('moreCities', { count: more })}</span>
          </span>
        )}
      </span>
      <span className="space-y-1">
        {station.services.slice(0, STATION_CARD_SERVICES).map((service) => (
          <span key={service} className="flex items-center gap-1.5 text-sm text-stone-800">
            <Check className="size-4 text-brand-700" aria-hidden="true" />
            {text(service)}
          </span>
        ))}
      </span>
      <span className="mt-auto flex items-center justify-between gap-2 border-t border-stone-200 pt-3 text-sm">
        <span className="inline-flex items-center gap-1 text-stone-700">
          <Route className="size-4" aria-hidden="true" />
          {t('routeCount', { count: station.routeCount })}
        </span>
        {station.priceRange && (
          <span className="font-semibold text-brand-800">
            {t('priceFrom', { price: formatFcfa(station.priceRange.min) })}
          </span>
        )}
      </span>
    </Link>
  );
}
