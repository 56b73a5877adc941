import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingChangeInput, BookingChangeResult, SuccessResponse } from '@gbaka/shared';
import { api } from '@/lib/api-client';

type ChangeResponse = SuccessResponse<BookingChangeResult> & { message: string };

/**
 * POST /travel/bookings/{id}/change (issue 16): moves the booking, or holds the new seats until the difference is
 * paid. The profile's lists are read again either way.
 */
export function useChangeBooking(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingChangeInput) =>
      api.post<ChangeResponse>(`/travel/bookings/${encodeURIComponent(bookingId)}/change`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
