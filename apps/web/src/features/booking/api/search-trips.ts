import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SearchResult, SuccessResponse } from '@gbaka/shared';
import type { Location } from 'react-router';
import { api } from '@/lib/api-client';
import { searchQueryParams, type SearchState } from '@/lib/booking/search-state';
import { parseSearchPageLocation } from '../utils/flow-state';

/** Seat counts change by the minute: one minute of cache, enough for Back from the seat map. */
const SEARCH_STALE_MS = 60_000;

export const searchTripsQueryOptions = (search: SearchState) =>
  queryOptions({
    queryKey: ['trips', 'search', search],
    queryFn: ({ signal }) =>
      api
        .get<SuccessResponse<SearchResult>>('/travel/routes/search', {
          query: searchQueryParams(search),
          signal,
        })
        .then((response) => response.data),
    staleTime: SEARCH_STALE_MS,
  });

export const useSearchTrips = (search: SearchState | null) =>
  useQuery({ ...searchTripsQueryOptions(search!), enabled: search !== null });

/** /search's answer, requested with the page's code (its route's handle, app/prefetch-page-data.ts). */
export function prefetchSearchResults(queryClient: QueryClient, location: Location): void {
  const state = parseSearchPageLocation(location);
  if (state) void queryClient.prefetchQuery(searchTripsQueryOptions(state.search));
}
