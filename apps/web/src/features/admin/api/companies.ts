import type { AdminCompany, Company, MessageResponse, SuccessResponse } from '@gbaka/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_KEY, ADMIN_STALE_MS } from './admin-query';

export const companiesQueryOptions = (search = '') =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'companies', search],
    queryFn: ({ signal }) =>
      api.get<SuccessResponse<Company[]>>('/admin/companies', { signal, query: { search } }),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useCompanies = (search = '') => useQuery(companiesQueryOptions(search));

export const createCompany = (body: AdminCompany) =>
  api.post<SuccessResponse<Company>>('/admin/companies', body);
export const updateCompany = ({ id, body }: { id: string; body: AdminCompany }) =>
  api.put<SuccessResponse<Company>>(`/admin/companies/${id}`, body);
export const deleteCompany = (id: string) => api.delete<MessageResponse>(`/admin/companies/${id}`);
