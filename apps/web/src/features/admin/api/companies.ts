import type { AdminCompany, Company } from '@gbaka/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_KEY, ADMIN_STALE_MS, type Envelope, type MessageAnswer } from './admin-query';

export const companiesQueryOptions = (search = '') =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'companies', search],
    queryFn: ({ signal }) => api.get<Envelope<Company[]>>('/admin/companies', { signal, query: { search } }),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useCompanies = (search = '') => useQuery(companiesQueryOptions(search));

export const createCompany = (body: AdminCompany) => api.post<Envelope<Company>>('/admin/companies', body);
export const updateCompany = ({ id, body }: { id: string; body: AdminCompany }) =>
  api.put<Envelope<Company>>(`/admin/companies/${id}`, body);
export const deleteCompany = (id: string) => api.delete<MessageAnswer>(`/admin/companies/${id}`);
