import { formatFcfa, type StationDetail } from '@gbaka/shared';
import { Check, MapPinOff, Route } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { formatPhone } from '@/lib/contact';
import { useCatalogueText } from '@/lib/use-catalogue-text';
import { StationRouteCard } from './station-route-card';

// Its own chunk, downloaded only when the Localisation tab opens.
const RegionMap = lazy(() => import('@/components/map/region-map'));

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-stone-200 py-3 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm font-semibold text-stone-700">{label}</dt>
      <dd className="text-stone-900">{children}</dd>
    </div>
  );
}

export function StationInfoPanel({ station }: { station: StationDetail }) {
  const { t } = useTranslation('stations');
  return (
    <div className="space-y-4">
      {station.description && <p className="text-stone-800">{station.description}</p>}
      <dl>
        <Row label={t('info.company')}>{station.companyName}</Row>
        {station.address && <Row label={t('info.address')}>{station.address}</Row>}
        {station.phone && <Row label={t('info.phone')}>{formatPhone(station.phone)}</Row>}
        {station.email && <Row label={t('info.email')}>{station.email}</Row>}
        <Row label={t('info.routes')}>{t('routeCount', { count: station.routeCount })}</Row>
        {station.priceRange && (
          <Row label={t('info.prices')}>
            {t('info.priceRange', {
              min: formatFcfa(station.priceRange.min),
              max: formatFcfa(station.priceRange.max),
              average: formatFcfa(station.priceRange.average),
            })}
          </Row>
        )}
        <Row label={t('servedCities')}>{station.servedCities.join(', ') || '—'}</Row>
      </dl>
    </div>
  );
}

export function StationRoutesPanel({ station }: { station: StationDetail }) {
  const { t } = useTranslation('stations');
  if (station.routes.length === 0) return <EmptyState Icon={Route} title={t('routes.empty')} />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {station.routes.map((route) => (
        <li key={route._id}>
          <StationRouteCard route={route} />
        </li>
      ))}
    </ul>
  );
}

export function StationLocationPanel({ station }: { station: StationDetail }) {
  const { t } = useTranslation('stations');
  const coordinates = station.coordinates;
  if (!coordinates) return <EmptyState Icon={MapPinOff} title={t('location.unknown')} />;
  return (
    <Suspense fallback={<PageSpinner label={t('location.loading')} />}>
      <RegionMap
        title={t('location.mapTitle', { name: station.name })}
        markers={[{ id: station._id, ...coordinates, label: station.name, tone: 'station' }]}
        caption={
          <>
            {station.address && <span className="block font-semibold">{station.address}</span>}
            {t('location.coordinates', {
              latitude: coordinates.latitude.toFixed(4),
              longitude: coordinates.longitude.toFixed(4),
            })}
          </>
        }
      />
    </Suspense>
  );
}

export function StationServicesPanel({ station }: { station: StationDetail }) {
  const { t } = useTranslation('stations');
  const text = useCatalogueText();
  const list = (title: string, items: string[]) => (
    <section>
      <h3 className="font-bold text-stone-950">{title}</h3>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <li
            key={item}
            className="flex items-center gap-2 rounded-lg bg-white p-3 text-stone-900 ring-1 ring-stone-200"
          >
            <Check className="size-5 text-brand-700" aria-hidden="true" />
            {text(item)}
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <div className="space-y-6">
      {list(t('services.services'), station.services)}
      {list(t('services.amenities'), station.amenities)}
    </div>
  );
}
