import type { AdminBus, AdminBusView, MessageResponse, SuccessResponse } from '@gbaka/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_KEY, ADMIN_STALE_MS } from './admin-query';

export const busesQueryOptions = (search = '') =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'buses', search],
    queryFn: ({ signal }) =>
      api.get<SuccessResponse<AdminBusView[]>>('/admin/buses', { signal, query: { search } }),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useBuses = (search = '') => useQuery(busesQueryOptions(search));

export const createBus = (body: AdminBus) => api.post<SuccessResponse<AdminBusView>>('/admin/buses', body);
export const updateBus = ({ id, body }: { id: string; body: AdminBus }) =>
  api.put<SuccessResponse<AdminBusView>>(`/admin/buses/${id}`, body);
export const deleteBus = (id: string) => api.delete<MessageResponse>(`/admin/buses/${id}`);
