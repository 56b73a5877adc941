import { EMPTY_TRIP_FILTERS, filterTrips, hasActiveFilters, isTripPast, type Trip } from '@gbaka/shared';
import { SearchX, TriangleAlert } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSearchTrips } from '../api/search-trips';
import { FullPageMessage } from '../components/full-page-message';
import { RedirectNotice } from '../components/redirect-notice';
import { ResultsSection } from '../components/results-section';
import { SearchFilters, type Filters } from '../components/search-filters';
import { SearchSummaryBar } from '../components/search-summary-bar';
import { parseSearchPageState, type SearchPageState } from '../utils/flow-state';
import { goToSeats } from '../utils/go-to-seats';

/** /search (SPEC §2): the results of the home form's search, carried in router state. */
export function SearchPage() {
  const { t } = useTranslation('search');
  useDocumentTitle(t('title'));
  const location = useLocation();
  const state = parseSearchPageState(location.state);
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
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const { search, outbound: chosenOutbound } = state;
  const query = useSearchTrips(search);
  // The answer is drawn as a transition, in slices a tap can interrupt: a query's answer otherwise re-renders the
  // whole list in one task, 50 to 200 ms on a slow phone.
  const trips = useDeferredValue(query.data);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const active = hasActiveFilters(filters);
  const roundTrip = search.tripType === 'roundTrip';

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
    <SearchSummaryBar
      search={search}
      filtersOpen={filtersOpen}
      filtersActive={active}
      filtersId={filtersId}
      onToggleFilters={() => setFiltersOpen((open) => !open)}
    />
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
    return (
      <FullPageMessage
        icon={<SearchX className="size-8" />}
        title={t('results.noneTitle')}
        actions={<Button onClick={() => void navigate('/')}>{t('results.modify')}</Button>}
      >
        {t('results.noneText', { from: search.from, to: search.to })}
      </FullPageMessage>
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
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-6">
        {filtersOpen && (
          <SearchFilters
            id={filtersId}
            filters={filters}
            onChange={setFilters}
            onClear={() => setFilters(EMPTY)}
          />
        )}
        <ResultsSection
          id="outbound"
          title={roundTrip ? t('results.outboundTitle') : t('results.title')}
          trips={lists.shownOutbound}
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
