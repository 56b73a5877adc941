import type {
  Partner,
  PartnerCounts,
  PartnerRequest,
  PartnerStatus,
  MessageResponse,
  SuccessResponse,
} from '@gbaka/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_KEY, ADMIN_STALE_MS, type Paged } from './admin-query';

export type PartnerFilter = PartnerStatus | 'all';

export interface PartnersQuery {
  search: string;
  status: PartnerFilter;
}

export const partnersQueryOptions = (query: PartnersQuery) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'partners', query],
    queryFn: ({ signal }) =>
      api.get<Paged<Partner>>('/admin/partners', {
        signal,
        query: { search: query.search, status: query.status === 'all' ? undefined : query.status },
      }),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const usePartners = (query: PartnersQuery) => useQuery(partnersQueryOptions(query));

export const partnerCountsQueryOptions = queryOptions({
  queryKey: [ADMIN_KEY, 'partners-count'],
  queryFn: ({ signal }) => api.get<SuccessResponse<PartnerCounts>>('/admin/partners/count', { signal }),
  staleTime: ADMIN_STALE_MS,
});

export const usePartnerCounts = () => useQuery(partnerCountsQueryOptions);

export const createPartner = (body: PartnerRequest) =>
  api.post<SuccessResponse<Partner>>('/admin/partners', body);
export const updatePartner = ({ id, body }: { id: string; body: PartnerRequest }) =>
  api.put<SuccessResponse<Partner>>(`/admin/partners/${id}`, body);
export const approvePartner = (id: string) =>
  api.put<SuccessResponse<Partner>>(`/admin/partners/${id}/approve`);
export const rejectPartner = (id: string) =>
  api.put<SuccessResponse<Partner>>(`/admin/partners/${id}/reject`);
export const deletePartner = (id: string) => api.delete<MessageResponse>(`/admin/partners/${id}`);
