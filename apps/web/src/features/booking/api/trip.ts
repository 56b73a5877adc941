import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SeatLayout, Trip, SuccessResponse } from '@gbaka/shared';
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

/** The map refreshes itself so that seats taken by others appear (and when the tab comes back into view). */
export const SEAT_MAP_REFRESH_MS = 20_000;

export const seatLayoutQueryOptions = (trip: Pick<Trip, '_id' | 'departureDate'> & { busId: string }) =>
  queryOptions({
    queryKey: ['seat-layout', trip._id],
    queryFn: ({ signal }) =>
      api
        .get<SuccessResponse<SeatLayout>>(`/travel/buses/${encodeURIComponent(trip.busId)}/layout`, {
          query: { routeId: trip._id, departureDate: trip.departureDate },
          signal,
        })
        .then((response) => response.data),
    staleTime: 0,
  });

export function useSeatLayout(trip: Trip | undefined) {
  return useQuery({
    ...seatLayoutQueryOptions({
      _id: trip?._id ?? '',
      departureDate: trip?.departureDate ?? '',
      busId: trip?.bus?._id ?? '',
    }),
    enabled: Boolean(trip?.bus),
    refetchInterval: SEAT_MAP_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
