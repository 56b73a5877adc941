import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  HOME_LIST_LIMIT,
  type SuccessResponse,
  type SuggestedTrip,
  todayIso,
  type Trip,
} from '@gbaka/shared';
import { api } from '@/lib/api-client';
import { staleTimes } from '@/lib/query-client';

export const suggestedTripsQueryOptions = queryOptions({
  queryKey: ['trips', 'suggested'],
  queryFn: ({ signal }) =>
    api
      .get<SuccessResponse<SuggestedTrip[]>>('/travel/routes/suggested', { signal })
      .then((r) => r.data.slice(0, HOME_LIST_LIMIT)),
  staleTime: staleTimes.routes,
});

/** Trips still to leave today, soonest first, the first six (SPEC §7 routes/all). */
export function todayTripsQueryOptions(today: string) {
  return queryOptions({
    queryKey: ['trips', 'today', today],
    queryFn: ({ signal }) =>
      api
        .get<SuccessResponse<Trip[]>>('/travel/routes/all', {
          signal,
          query: { date: today, limit: HOME_LIST_LIMIT, page: 1 },
        })
        .then((r) => r.data),
    staleTime: staleTimes.routes,
  });
}

export const useSuggestedTrips = (enabled = true) => useQuery({ ...suggestedTripsQueryOptions, enabled });
export const useTodayTrips = (enabled = true) => useQuery({ ...todayTripsQueryOptions(todayIso()), enabled });

/**
 * The destinations panel renders only when scrolled to (RenderWhenNear); its default list is fetched before that,
 * once the top of the page is shown and the phone is idle, so that it is there when the traveller gets to it.
 */
export function usePrefetchSuggestedTrips() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const prefetch = () => void queryClient.prefetchQuery(suggestedTripsQueryOptions);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(prefetch, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(prefetch, 1000);
    return () => clearTimeout(id);
  }, [queryClient]);
}
