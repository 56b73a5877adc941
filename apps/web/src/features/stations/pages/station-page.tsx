import { ArrowLeft, MapPinOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { RetryAlert } from '@/components/ui/retry-alert';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { errorMessage, isApiError } from '@/lib/api-error';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useStation } from '../api/stations';
import { StationHeader } from '../components/station-header';
import {
  StationInfoPanel,
  StationLocationPanel,
  StationRoutesPanel,
  StationServicesPanel,
} from '../components/station-panels';

type Tab = 'info' | 'routes' | 'location' | 'services';
const TABS: readonly Tab[] = ['info', 'routes', 'location', 'services'];

function NotFound() {
  const { t } = useTranslation('stations');
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <MapPinOff className="size-14 text-accent-700" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-extrabold text-stone-950">{t('errors.notFound')}</h1>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => void navigate(-1)}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('back')}
        </Button>
        <Link to="/bus-stations" className={buttonClasses()}>
          {t('seeAll')}
        </Link>
      </div>
    </section>
  );
}

/** SPEC §2 Stations, detail: tabs Informations, Routes disponibles, Localisation (map), Services. */
export function StationPage() {
  const { t } = useTranslation('stations');
  const { id = '' } = useParams();
  // The home partner card passes the company's name, shown while the station loads.
  const companyName = (useLocation().state as { companyName?: string } | null)?.companyName;
  const station = useStation(id);
  const [tab, setTab] = useState<Tab>('info');
  const name = station.data?.name ?? companyName ?? t('title');
  usePageMeta({
    title: name,
    description: station.data?.description ?? t('meta.description'),
    path: `/stations/${id}`,
    breadcrumbs: [
      { name: t('title'), path: '/bus-stations' },
      { name, path: `/stations/${id}` },
    ],
  });

  if (station.isPending) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-8">
        {companyName && <h1 className="text-2xl font-extrabold text-stone-950">{companyName}</h1>}
        <PageSpinner label={t('loading')} />
      </div>
    );
  }
  if (station.isError) {
    if (isApiError(station.error) && [400, 404].includes(station.error.status)) return <NotFound />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <RetryAlert onRetry={() => void station.refetch()} retrying={station.isFetching}>
          {errorMessage(station.error, t('errors.detail'))}
        </RetryAlert>
      </div>
    );
  }
  const data = station.data;
  const panels = {
    info: <StationInfoPanel station={data} />,
    routes: <StationRoutesPanel station={data} />,
    location: <StationLocationPanel station={data} />,
    services: <StationServicesPanel station={data} />,
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Link to="/bus-stations" className={buttonClasses({ variant: 'link', className: 'mb-4' })}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('seeAll')}
      </Link>
      <StationHeader station={data} />
      <Tabs
        className="mt-6"
        label={t('tabs.label')}
        items={TABS.map((value) => ({
          value,
          label: value === 'routes' ? `${t('tabs.routes')} (${data.routes.length})` : t(`tabs.${value}`),
        }))}
        value={tab}
        onChange={setTab}
      >
        {panels[tab]}
      </Tabs>
    </div>
  );
}
