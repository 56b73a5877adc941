import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeatLayout, SuccessResponse, Trip } from '@gbaka/shared';
import { api } from '@/lib/api-client';

/**
 * A departure's seat map, read by the booking's seat page and by the change of a booking in the profile. The map
 * refreshes itself so that seats taken by others appear (and when the tab comes back into view).
 */
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
