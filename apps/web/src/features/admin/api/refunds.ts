import type { AdminRefund, SuccessResponse } from '@gbaka/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_KEY, ADMIN_STALE_MS } from './admin-query';

export const refundsQueryOptions = queryOptions({
  queryKey: [ADMIN_KEY, 'refunds'],
  queryFn: ({ signal }) => api.get<SuccessResponse<AdminRefund[]>>('/admin/refunds', { signal }),
  staleTime: ADMIN_STALE_MS,
});

/** The refunds still to make, the oldest first. */
export const useRefunds = () => useQuery(refundsQueryOptions);

export const markRefunded = (id: string) =>
  api.put<SuccessResponse<AdminRefund>>(`/admin/refunds/${id}/refunded`);
