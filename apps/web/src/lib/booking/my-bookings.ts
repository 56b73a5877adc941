import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking, SuccessResponse } from '@gbaka/shared';
import { api } from '@/lib/api-client';

/**
 * The signed-in traveller's bookings (SPEC §4). Listed by the profile, and followed by the tickets kept offline
 * (app/routes/profile-route.tsx): both read this one query.
 */
export const myBookingsQueryOptions = queryOptions({
  queryKey: ['bookings', 'my'],
  queryFn: ({ signal }) =>
    api.get<SuccessResponse<Booking[]>>('/travel/bookings/my', { signal }).then((r) => r.data),
  // A payment confirmed in another tab, or a hold that expired, should show on the next visit.
  staleTime: 0,
});

export const useMyBookings = () => useQuery(myBookingsQueryOptions);
