import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking, SuccessResponse } from '@gbaka/shared';
import { api } from '@/lib/api-client';

export const myBookingsQueryOptions = queryOptions({
  queryKey: ['bookings', 'my'],
  queryFn: ({ signal }) =>
    api.get<SuccessResponse<Booking[]>>('/travel/bookings/my', { signal }).then((r) => r.data),
  // A payment confirmed in another tab, or a hold that expired, should show on the next visit.
  staleTime: 0,
});

export const useMyBookings = () => useQuery(myBookingsQueryOptions);

/** PUT /travel/bookings/{id}/status {status: 'cancelled'} (SPEC §4); the answer's message names the refund. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.put<SuccessResponse<Booking>>(`/travel/bookings/${encodeURIComponent(id)}/status`, {
        status: 'cancelled',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
