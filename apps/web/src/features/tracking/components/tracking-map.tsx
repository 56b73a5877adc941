import type { TrackingResult } from '@gbaka/shared';
import { MapPinOff } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapMarker } from '@/components/map/region-map';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';

// Its own chunk: the details page shows its text first, the map when it has arrived.
const RegionMap = lazy(() => import('@/components/map/region-map'));

/** The bus's scheduled position between the two cities (DESIGN §7: from the timetable, not a GPS). */
export function TrackingMap({ tracking }: { tracking: TrackingResult }) {
  const { t } = useTranslation('tracking');
  const { currentLocation, departureInfo, arrivalInfo } = tracking.currentTracking;
  const markers: MapMarker[] = [];
  if (departureInfo.coordinates)
    markers.push({ id: 'from', ...departureInfo.coordinates, label: departureInfo.city, tone: 'origin' });
  if (arrivalInfo.coordinates)
    markers.push({ id: 'to', ...arrivalInfo.coordinates, label: arrivalInfo.city, tone: 'destination' });
  const { latitude, longitude } = currentLocation;
  const hasPosition = latitude !== null && longitude !== null;
  if (hasPosition) markers.push({ id: 'bus', latitude, longitude, label: t('map.bus'), tone: 'bus' });
  if (!hasPosition && markers.length === 0) {
    return <EmptyState Icon={MapPinOff} title={t('map.unknown')} />;
  }
  const line =
    departureInfo.coordinates && arrivalInfo.coordinates
      ? ([departureInfo.coordinates, arrivalInfo.coordinates] as const)
      : undefined;
  return (
    <Suspense fallback={<PageSpinner label={t('map.loading')} />}>
      <RegionMap
        title={t('map.title', { from: departureInfo.city, to: arrivalInfo.city })}
        markers={markers}
        line={line}
        caption={
          <>
            <span className="font-semibold">{currentLocation.description}</span>
            {hasPosition &&
              ` · ${t('map.coordinates', { latitude: latitude.toFixed(3), longitude: longitude.toFixed(3) })}`}
            <span className="mt-1 block text-stone-600">{t('map.note')}</span>
          </>
        }
      />
    </Suspense>
  );
}
