import { EMPTY_TRIP_FILTERS, filterTrips, formatDay, isTripPast, type Trip } from '@gbaka/shared';
import { SearchX, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { searchPath, searchSeats, type SearchState } from '@/lib/booking/search-state';
import { useSearchDays } from '../api/search-days';
import { useSearchTrips } from '../api/search-trips';
import { ActiveFilterChips, type FilterChip } from '../components/active-filter-chips';
import { DayStrip } from '../components/day-strip';
import { FullPageMessage } from '../components/full-page-message';
import { RedirectNotice } from '../components/redirect-notice';
import { ResultsSection } from '../components/results-section';
import { SearchFilters, type Filters } from '../components/search-filters';
import { SearchSummaryBar } from '../components/search-summary-bar';
import { SortChoice } from '../components/sort-choice';
import { tickedFilters } from '../utils/filter-chips';
import { parseSearchPageLocation, type SearchPageState } from '../utils/flow-state';
import { goToSeats } from '../utils/go-to-seats';
import { useSearchAddress } from '../utils/use-search-address';
import type { TripSort } from '../utils/trip-display';
import { HydrationSlice } from '@/lib/hydration-slices';

/** /search (SPEC §2, DESIGN §12): the results of a search, carried in router state or in the address. */
export function SearchPage() {
  const { t } = useTranslation('search');
  useDocumentTitle(t('title'));
  const location = useLocation();
  const state = parseSearchPageLocation(location);
  useSearchAddress(state);
  if (!state) {
    return (
      <RedirectNotice
        message={t('missing.message')}
        to="/"
        toastTitle={t('missing.toast')}
        toastText={t('missing.toastText')}
      />
    );
  }
  return <SearchResults state={state} />;
}

const EMPTY: Filters = { ...EMPTY_TRIP_FILTERS };

function SearchResults({ state }: { state: SearchPageState }) {
  const { t, i18n } = useTranslation(['search', 'messages']);
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const { search, outbound: chosenOutbound } = state;
  const query = useSearchTrips(search);
  const days = useSearchDays(search);
  const trips = query.data;
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [sort, setSort] = useState<TripSort>('departure');
  const filtersId = useId();
  const roundTrip = search.tripType === 'roundTrip';

  /** Another day or no time filter: a new search in place of this one (Back still leads home). */
  const searchAgain = (next: SearchState) =>
    void navigate(searchPath(next), { replace: true, state: { search: next } satisfies SearchPageState });
  const onDay = (date: string) =>
    searchAgain({
      ...search,
      departureDate: date,
      returnDate: search.returnDate && search.returnDate < date ? date : search.returnDate,
    });
  // The time asked on the home form is a filter like the others: shown, counted and removable (issue 16).
  const chips: FilterChip[] = [
    ...(search.departureTime === 'all'
      ? []
      : [
          {
            key: 'time',
            label: t('filters.after', { time: search.departureTime }),
            onRemove: () => searchAgain({ ...search, departureTime: 'all' }),
          },
        ]),
    ...tickedFilters(filters).map(({ key, label, without }) => ({
      key,
      label: t(`messages:${label}`),
      onRemove: () => setFilters(without),
    })),
  ];

  const lists = useMemo(() => {
    const upcoming = (trips: Trip[] = []) => trips.filter((trip) => !isTripPast(trip));
    const outbound = upcoming(trips?.outbound);
    const back = upcoming(trips?.return);
    return {
      outbound,
      back,
      shownOutbound: filterTrips(outbound, filters),
      shownBack: filterTrips(back, filters),
    };
  }, [trips, filters]);

  // Back from the outbound seats of a round trip: the return trips are what the traveller needs next.
  const resultsReady = trips !== undefined;
  useEffect(() => {
    if (!chosenOutbound || !resultsReady) return;
    const heading = document.getElementById('return-title');
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [chosenOutbound, resultsReady]);

  const summary = (
    <HydrationSlice>
      <SearchSummaryBar
        search={search}
        filtersOpen={filtersOpen}
        activeFilters={chips.length}
        filtersId={filtersId}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
      />
    </HydrationSlice>
  );

  const toolbar = (
    <div className="space-y-4">
      {!chosenOutbound && days.data && (
        <HydrationSlice>
          <DayStrip days={days.data.days} selected={search.departureDate} onPick={onDay} />
        </HydrationSlice>
      )}
      {filtersOpen && (
        <SearchFilters
          id={filtersId}
          filters={filters}
          onChange={setFilters}
          onClear={() => setFilters(EMPTY)}
        />
      )}
      <ActiveFilterChips chips={chips} />
    </div>
  );

  const modify = (
    <Button variant="outline" onClick={() => void navigate('/')}>
      {t('results.modify')}
    </Button>
  );

  // The route and date show at once; only the list waits for the answer.
  if (query.isPending || (query.isSuccess && !trips)) {
    return (
      <>
        {summary}
        <PageSpinner label={t('results.loading')} />
      </>
    );
  }
  if (query.isError) {
    return (
      <FullPageMessage
        tone="error"
        icon={<TriangleAlert className="size-8" />}
        title={t('results.errorTitle')}
        actions={
          <>
            <Button onClick={() => void query.refetch()}>{t('results.retry')}</Button>
            {modify}
          </>
        }
      >
        {query.error.message || t('results.errorTitle')}
      </FullPageMessage>
    );
  }
  if (lists.outbound.length === 0) {
    const next = days.data?.nextDeparture;
    return (
      <>
        {summary}
        <div className="mx-auto max-w-6xl px-4 pt-6">{toolbar}</div>
        <FullPageMessage
          level="h2"
          icon={<SearchX className="size-8" />}
          title={t('results.noneTitle')}
          actions={
            <>
              {next && (
                <Button onClick={() => onDay(next)}>
                  {t('results.nextDeparture', { date: formatDay(next, i18n.language, 'full') })}
                </Button>
              )}
              <Button variant={next ? 'outline' : 'primary'} onClick={() => void navigate('/')}>
                {t('results.modify')}
              </Button>
            </>
          }
        >
          {t('results.noneText', { from: search.from, to: search.to })}
        </FullPageMessage>
      </>
    );
  }

  const filteredEmpty = (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center">
      <p className="font-semibold text-stone-900">{t('results.filteredEmpty')}</p>
      <Button variant="link" className="mt-2" onClick={() => setFilters(EMPTY)}>
        {t('filters.clear')}
      </Button>
    </div>
  );
  const noReturn = (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-800">
      {t('results.noReturn')}
    </div>
  );

  return (
    <>
      {summary}
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        {toolbar}
        <HydrationSlice>
          <SortChoice value={sort} onChange={setSort} />
        </HydrationSlice>
        <ResultsSection
          id="outbound"
          title={roundTrip ? t('results.outboundTitle') : t('results.title')}
          trips={lists.shownOutbound}
          sort={sort}
          totalForSeats={roundTrip ? undefined : searchSeats(search)}
          empty={filteredEmpty}
          chosenId={chosenOutbound?.routeId}
          onSelect={(trip) =>
            goToSeats(navigate, { search, selectedRouteId: trip._id, isReturnRoute: false }, isAuthenticated)
          }
        />
        {roundTrip && (
          <ResultsSection
            id="return"
            title={t('results.returnTitle')}
            trips={lists.shownBack}
            sort={sort}
            empty={lists.back.length === 0 ? noReturn : filteredEmpty}
            selectDisabled={!chosenOutbound}
            notice={
              chosenOutbound ? (
                <Alert variant="success" title={t('results.outboundChosen')}>
                  {t('results.outboundChosenText', { seats: chosenOutbound.seats.join(', ') })}
                </Alert>
              ) : (
                <Alert variant="info">{t('results.chooseOutboundFirst')}</Alert>
              )
            }
            onSelect={(trip) =>
              chosenOutbound &&
              goToSeats(
                navigate,
                { search, selectedRouteId: trip._id, isReturnRoute: true, outbound: chosenOutbound },
                isAuthenticated,
              )
            }
          />
        )}
      </div>
    </>
  );
}
