import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SearchDays, SuccessResponse } from '@gbaka/shared';
import { api } from '@/lib/api-client';
import type { Location } from 'react-router';
import { searchSeats, type SearchState } from '@/lib/booking/search-state';
import { parseSearchPageLocation } from '../utils/flow-state';
import { searchTripsQueryOptions } from './search-trips';

/** As the search: fares and seats change by the minute. */
const DAYS_STALE_MS = 60_000;

/** The strip of days around the search with their lowest fares, and the next day with a departure. */
export const searchDaysQueryOptions = (search: SearchState) =>
  queryOptions({
    queryKey: [
      'trips',
      'days',
      search.from,
      search.to,
      search.departureDate,
      searchSeats(search),
      search.companyName,
    ],
    queryFn: ({ signal }) =>
      api
        .get<SuccessResponse<SearchDays>>('/travel/routes/days', {
          query: {
            from: search.from,
            to: search.to,
            date: search.departureDate,
            passengers: searchSeats(search),
            companyName: search.companyName,
            departureTime: search.departureTime,
          },
          signal,
        })
        .then((response) => response.data),
    staleTime: DAYS_STALE_MS,
  });

export const useSearchDays = (search: SearchState) => useQuery(searchDaysQueryOptions(search));

/** /search's first screen, for the server's render (app/router.tsx): the trips and the strip of days. */
export async function loadSearchResults(
  queryClient: QueryClient,
  page: { location: Location },
): Promise<void> {
  const state = parseSearchPageLocation(page.location);
  if (!state) return;
  await Promise.all([
    queryClient.prefetchQuery(searchTripsQueryOptions(state.search)),
    queryClient.prefetchQuery(searchDaysQueryOptions(state.search)),
  ]);
}
