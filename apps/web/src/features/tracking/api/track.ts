import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { SuccessResponse, TrackingResult } from '@gbaka/shared';
import { api } from '@/lib/api-client';

/** GET /travel/bookings/{idOrReference}/track: public; masked contact unless the owner or an admin asks. */
export function fetchTracking(idOrReference: string, signal?: AbortSignal): Promise<TrackingResult> {
  return api
    .get<SuccessResponse<TrackingResult>>(
      `/travel/bookings/${encodeURIComponent(idOrReference.trim())}/track`,
      { signal },
    )
    .then((r) => r.data);
}

export function trackingQueryOptions(bookingId: string, initialData?: TrackingResult) {
  return queryOptions({
    queryKey: ['tracking', bookingId],
    queryFn: ({ signal }) => fetchTracking(bookingId, signal),
    initialData,
    // The position follows the clock: a minute old is still right enough, older is refetched on return.
    staleTime: 60_000,
    initialDataUpdatedAt: initialData ? Date.now() : undefined,
  });
}

export const useTracking = (bookingId: string, initialData?: TrackingResult) =>
  useQuery({ ...trackingQueryOptions(bookingId, initialData), enabled: bookingId !== '' });

export const useTrackBooking = () => useMutation({ mutationFn: (number: string) => fetchTracking(number) });
