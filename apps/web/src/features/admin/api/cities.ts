import type { AdminCity, City, MessageResponse, SuccessResponse } from '@gbaka/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_KEY, ADMIN_STALE_MS } from './admin-query';

export const citiesQueryOptions = (search = '') =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'cities', search],
    queryFn: ({ signal }) => api.get<SuccessResponse<City[]>>('/admin/cities', { signal, query: { search } }),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useCities = (search = '') => useQuery(citiesQueryOptions(search));

export const createCity = (body: AdminCity) => api.post<SuccessResponse<City>>('/admin/cities', body);
export const updateCity = ({ id, body }: { id: string; body: AdminCity }) =>
  api.put<SuccessResponse<City>>(`/admin/cities/${id}`, body);
export const deleteCity = (id: string) => api.delete<MessageResponse>(`/admin/cities/${id}`);
