import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Trip, SuccessResponse } from '@gbaka/shared';
import type { Location } from 'react-router';
import { api } from '@/lib/api-client';
import { parseSeatPageState } from '../utils/flow-state';

export const tripQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['trips', 'detail', id],
    queryFn: ({ signal }) =>
      api
        .get<SuccessResponse<Trip>>(`/travel/routes/${encodeURIComponent(id)}`, { signal })
        .then((response) => response.data),
    staleTime: 60_000,
  });

export const useTrip = (id: string) => useQuery({ ...tripQueryOptions(id), enabled: id !== '' });

/**
 * /select-seat's trip, requested with the page's code (its route's handle, app/prefetch-page-data.ts): the map, which
 * needs the trip's bus, is then asked for as soon as the page first draws.
 */
export function prefetchSeatPageTrip(queryClient: QueryClient, location: Location): void {
  const state = parseSeatPageState(location.state);
  if (state?.selectedRouteId) void queryClient.prefetchQuery(tripQueryOptions(state.selectedRouteId));
}
