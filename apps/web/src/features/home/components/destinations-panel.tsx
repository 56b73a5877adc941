import { CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonList } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { usePopularTrips } from '@/lib/catalogue-queries';
import { useSuggestedTrips, useTodayTrips } from '../api/home-lists';
import { DestinationCard } from './destination-card';
import { LineLinks } from './line-links';

type Tab = 'suggested' | 'popular' | 'today';
const TABS: readonly Tab[] = ['suggested', 'popular', 'today'];

/**
 * SPEC §2 Home, destinations panel: Suggested (default), Popular and Today. A tab's list is fetched the first
 * time it is shown. Suggested reports its errors; Popular and Today fail silently to an empty list (SPEC §8).
 */
export function DestinationsPanel() {
  const { t } = useTranslation('home');
  const [tab, setTab] = useState<Tab>('suggested');
  const [seen, setSeen] = useState<ReadonlySet<Tab>>(() => new Set<Tab>(['suggested']));
  const suggested = useSuggestedTrips();
  const popular = usePopularTrips(seen.has('popular'));
  const today = useTodayTrips(seen.has('today'));

  const select = (next: Tab) => {
    setTab(next);
    setSeen((previous) => new Set(previous).add(next));
  };

  const query = { suggested, popular, today }[tab];
  const trips = query.data ?? [];
  let content;
  if (query.isPending) {
    content = (
      <>
        <p className="sr-only" role="status">
          {t('destinations.loading')}
        </p>
        <SkeletonList count={3} className="sm:grid-cols-2 lg:grid-cols-3" />
      </>
    );
  } else if (tab === 'suggested' && suggested.isError) {
    content = (
      <RetryAlert
        title={t('destinations.errorTitle')}
        onRetry={() => void suggested.refetch()}
        retrying={suggested.isFetching}
      >
        {t('destinations.errorText')}
      </RetryAlert>
    );
  } else if (trips.length === 0) {
    content = <EmptyState Icon={CalendarX2} title={t(`destinations.empty.${tab}`)} />;
  } else {
    content = (
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {trips.map((trip) => (
          <li key={trip._id}>
            <DestinationCard trip={trip} featured={'featured' in trip && trip.featured === true} />
          </li>
        ))}
      </ul>
    );
  }
  const lines = trips.length > 0 ? <LineLinks trips={trips} /> : null;

  return (
    <section aria-labelledby="destinations-title" className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="destinations-title" className="text-xl font-bold text-stone-950 sm:text-2xl">
          {t('destinations.title')}
        </h2>
        <Link to="/routes" className={buttonClasses({ variant: 'link' })}>
          {t('destinations.allRoutes')}
        </Link>
      </div>
      <Tabs
        className="mt-4"
        label={t('destinations.title')}
        items={TABS.map((value) => ({ value, label: t(`destinations.tabs.${value}`) }))}
        value={tab}
        onChange={select}
      >
        {content}
        {lines}
      </Tabs>
    </section>
  );
}
