import type {
  AdminCompany,
  AdminCompanyView,
  MessageResponse,
  StaffList,
  Statement,
  SuccessResponse,
} from '@gbaka/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_KEY, ADMIN_STALE_MS } from './admin-query';

export const companiesQueryOptions = (search = '') =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'companies', search],
    queryFn: ({ signal }) =>
      api.get<SuccessResponse<AdminCompanyView[]>>('/admin/companies', { signal, query: { search } }),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useCompanies = (search = '') => useQuery(companiesQueryOptions(search));

export const createCompany = (body: AdminCompany) =>
  api.post<SuccessResponse<AdminCompanyView>>('/admin/companies', body);
export const updateCompany = ({ id, body }: { id: string; body: AdminCompany }) =>
  api.put<SuccessResponse<AdminCompanyView>>(`/admin/companies/${id}`, body);
export const deleteCompany = (id: string) => api.delete<MessageResponse>(`/admin/companies/${id}`);

/** A company's members and invitations (DESIGN §9). */
export const companyStaffQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'companies', id, 'staff'],
    queryFn: ({ signal }) => api.get<SuccessResponse<StaffList>>(`/admin/companies/${id}/staff`, { signal }),
    select: (response) => response.data,
    staleTime: ADMIN_STALE_MS,
  });

/** A company's sales statement of a month, with its commission rate. */
export const companyStatementQueryOptions = (id: string, month: string) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'companies', id, 'statement', month],
    queryFn: ({ signal }) =>
      api.get<SuccessResponse<Statement>>(`/admin/companies/${id}/statement`, { signal, query: { month } }),
    select: (response) => response.data,
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const companyStatementFile = (id: string, month: string, format: 'csv' | 'pdf') =>
  api.get<Blob>(`/admin/companies/${id}/statement`, { query: { month, format }, responseType: 'blob' });

/** Basis points: 800 = 8 %. */
export const setCommission = ({ id, commissionRate }: { id: string; commissionRate: number }) =>
  api.put<MessageResponse>(`/admin/companies/${id}/commission`, { commissionRate });
