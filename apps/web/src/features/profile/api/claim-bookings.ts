import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { claimBookingsResponseSchema } from '@gbaka/shared';
import { api } from '@/lib/api-client';

/** POST /users/claim-bookings: the counter sales made to the account's phone, proved by its SMS code. */
export function useClaimBookings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<z.infer<typeof claimBookingsResponseSchema>>('/users/claim-bookings', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
