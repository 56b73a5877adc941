import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_LIST_LIMIT, type Company, type Trip, type TripPage, type SuccessResponse } from '@gbaka/shared';
import { api } from '@/lib/api-client';
import { staleTimes } from '@/lib/query-client';
import { apiQuery, type RoutesView } from '../utils/route-filters';

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

// The same keys and shapes as the home page and the search form use: one cache entry for all of them.
export const usePopularTrips = () =>
  useQuery({
    queryKey: ['trips', 'popular'],
    queryFn: ({ signal }) =>
      api
        .get<SuccessResponse<Trip[]>>('/travel/routes/popular', { signal })
        .then((r) => r.data.slice(0, HOME_LIST_LIMIT)),
    staleTime: staleTimes.routes,
  });

const cityList = (kind: 'departure' | 'arrival') => ({
  queryKey: ['cities', kind],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<SuccessResponse<string[]>>(`/travel/cities/${kind}`, { signal }).then((r) => r.data),
  staleTime: staleTimes.cities,
});

export const useDepartureCities = () => useQuery(cityList('departure'));
export const useArrivalCities = () => useQuery(cityList('arrival'));
export const useCompanies = () =>
  useQuery({
    queryKey: ['companies'],
    queryFn: ({ signal }) =>
      api.get<SuccessResponse<Company[]>>('/travel/companies', { signal }).then((r) => r.data),
    staleTime: staleTimes.companies,
  });
