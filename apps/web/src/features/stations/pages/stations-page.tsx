import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonList } from '@/components/ui/skeleton';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useStations } from '../api/stations';
import { StationCard } from '../components/station-card';

/** SPEC §2 Stations (/bus-stations and /stations); §8: retry reloads the page, "Aucune station trouvée". */
export function StationsPage() {
  const { t } = useTranslation('stations');
  usePageMeta({
    title: t('title'),
    description: t('meta.description'),
    path: '/bus-stations',
    breadcrumbs: [{ name: t('title'), path: '/bus-stations' }],
  });
  const stations = useStations();
  let content;
  if (stations.isPending) {
    content = (
      <>
        <p role="status" className="sr-only">
          {t('loading')}
        </p>
        <SkeletonList count={6} className="sm:grid-cols-2 lg:grid-cols-3" />
      </>
    );
  } else if (stations.isError) {
    content = <RetryAlert onRetry={() => window.location.reload()}>{t('errors.list')}</RetryAlert>;
  } else if (stations.data.length === 0) {
    content = <EmptyState Icon={Building2} title={t('empty')} />;
  } else {
    content = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {stations.data.map((station) => (
          <li key={station._id}>
            <StationCard station={station} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-extrabold text-stone-950 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-stone-700">{t('lead')}</p>
      <div className="mt-6">{content}</div>
    </div>
  );
}
