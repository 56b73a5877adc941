import type { Trip } from '@gbaka/shared';
import { CalendarClock, SearchX } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonList } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { usePastTripsProbe, useTripsPage } from '../api/routes-list';
import { useBookTrip } from '../api/use-book-trip';
import { Pagination } from '../components/pagination';
import { PopularRoutes } from '../components/popular-routes';
import { RoutesFilters } from '../components/routes-filters';
import { TripCard } from '../components/trip-card';
import {
  EMPTY_FILTERS,
  hasFilters,
  searchFromView,
  viewFromSearch,
  type RouteFilters,
  type RoutesView,
} from '../utils/route-filters';

/** SPEC §2 Routes list: every trip, filtered, 10 a page; future ones unless "show all"; §8 messages. */
export function RoutesPage() {
  const { t, i18n } = useTranslation('routes');
  usePageMeta({
    title: t('title'),
    description: t('meta.description'),
    path: '/routes',
    breadcrumbs: [{ name: t('title'), path: '/routes' }],
  });
  const [params, setParams] = useSearchParams();
  const view = viewFromSearch(params);
  const trips = useTripsPage(view);
  const empty = trips.isSuccess && trips.data.data.length === 0;
  const probe = usePastTripsProbe(view, empty && !view.showAll);
  const book = useBookTrip(view.passengers);
  const listTop = useRef<HTMLHeadingElement>(null);

  // Reads the address at the time of the change, not the one of the last render: the router renders changes in a
  // transition, so two quick changes in a row would otherwise start from the same old state.
  const update = (next: Omit<Partial<RoutesView>, 'filters'> & { filters?: Partial<RouteFilters> }) => {
    const current = viewFromSearch(new URLSearchParams(window.location.search));
    const filters = { ...current.filters, ...next.filters };
    setParams(searchFromView({ ...current, page: 1, ...next, filters }), { preventScrollReset: true });
  };
  const goToPage = (page: number) => {
    update({ page });
    listTop.current?.focus();
    listTop.current?.scrollIntoView({ block: 'start' });
  };
  const showPair = (trip: Trip) =>
    update({ filters: { ...EMPTY_FILTERS, origin: trip.from.name, destination: trip.to.name } });

  let content;
  if (trips.isPending) {
    content = (
      <>
        <p role="status" className="sr-only">
          {t('loading')}
        </p>
        <SkeletonList count={4} />
      </>
    );
  } else if (trips.isError) {
    content = (
      <RetryAlert
        title={t('errors.loadTitle')}
        onRetry={() => void trips.refetch()}
        retrying={trips.isFetching}
      >
        {errorMessage(trips.error, t('errors.load'))}
      </RetryAlert>
    );
  } else if (empty) {
    const pastExist = !view.showAll && (probe.data?.pagination.total ?? 0) > 0;
    if (!view.showAll && probe.isPending) content = <SkeletonList count={2} />;
    else if (pastExist)
      content = (
        <EmptyState Icon={CalendarClock} title={t('empty.allPast')}>
          <Button variant="outline" className="mt-2" onClick={() => update({ showAll: true })}>
            {t('showPast')}
          </Button>
        </EmptyState>
      );
    else if (hasFilters(view.filters))
      content = (
        <EmptyState Icon={SearchX} title={t('empty.noMatch')}>
          <Button variant="outline" className="mt-2" onClick={() => update({ filters: EMPTY_FILTERS })}>
            {t('filters.reset')}
          </Button>
        </EmptyState>
      );
    else content = <EmptyState Icon={SearchX} title={t('empty.database')} />;
  } else {
    const { data, pagination } = trips.data;
    content = (
      <>
        <p className="mb-3 text-sm text-stone-700" role="status">
          {t('count', { count: pagination.total, total: pagination.total.toLocaleString(i18n.language) })}
        </p>
        <ul className="space-y-3" aria-busy={trips.isPlaceholderData || undefined}>
          {data.map((trip) => (
            <li key={trip._id}>
              <TripCard trip={trip} onBook={book} />
            </li>
          ))}
        </ul>
        <Pagination page={view.page} totalPages={pagination.totalPages} onChange={goToPage} />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-extrabold text-stone-950 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-stone-700">{t('lead')}</p>
      <div className="mt-6 space-y-4">
        <RoutesFilters filters={view.filters} onChange={(filters) => update({ filters })} />
        <Checkbox
          id="routes-show-all"
          label={t('showPast')}
          checked={view.showAll}
          onChange={(event) => update({ showAll: event.target.checked })}
        />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="routes-list-title">
          <h2 id="routes-list-title" ref={listTop} tabIndex={-1} className="sr-only">
            {t('listTitle')}
          </h2>
          {content}
        </section>
        <aside>
          <PopularRoutes onSelect={showPair} />
        </aside>
      </div>
    </div>
  );
}
