import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, SuccessResponse } from '@gbaka/shared';
import { api } from '@/lib/api-client';

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
