import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TripPage } from '@gbaka/shared';
import { api } from '@/lib/api-client';
import { staleTimes } from '@/lib/query-client';
import type { Location } from 'react-router';
import { apiQuery, viewFromSearch, type RoutesView } from '../utils/route-filters';

type Query = Omit<ReturnType<typeof apiQuery>, 'limit'> & { limit: number };

export function tripsPageQueryOptions(query: Query) {
  return queryOptions({
    queryKey: ['trips', 'all', query],
    queryFn: ({ signal }) => api.get<TripPage>('/travel/routes/all', { signal, query }),
    staleTime: staleTimes.routes,
  });
}

/** One page of /routes; the previous page stays on screen while the next one loads. */
export function useTripsPage(view: Pick<RoutesView, 'filters' | 'page' | 'showAll'>) {
  return useQuery({ ...tripsPageQueryOptions(apiQuery(view)), placeholderData: keepPreviousData });
}

/**
 * When the future-only list is empty: are there past trips (SPEC §8 "all past") or none at all ("Aucune route
 * n'existe dans la base de données.")? One trip is enough to tell.
 */
export function usePastTripsProbe(view: Pick<RoutesView, 'filters'>, enabled: boolean) {
  return useQuery({
    ...tripsPageQueryOptions({ ...apiQuery({ filters: view.filters, page: 1, showAll: true }), limit: 1 }),
    enabled,
  });
}

/** /routes' first page as its address asks, for the server's render. */
export function loadRoutesPage(queryClient: QueryClient, page: { location: Location }): Promise<void> {
  const view = viewFromSearch(new URLSearchParams(page.location.search));
  return queryClient.prefetchQuery(tripsPageQueryOptions(apiQuery(view)));
}
