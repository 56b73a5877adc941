import type { AdminUserCreate, AdminUserUpdate, User, MessageResponse, SuccessResponse } from '@gbaka/shared';
import { PAGE_SIZES } from '@gbaka/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_KEY, ADMIN_STALE_MS, type Paged } from './admin-query';

export interface UsersQuery {
  page: number;
  search: string;
}

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'users', query],
    queryFn: ({ signal }) =>
      api.get<Paged<User>>('/admin/users', {
        signal,
        query: { page: query.page, limit: PAGE_SIZES.adminUsers, search: query.search },
      }),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: UsersQuery) => useQuery(usersQueryOptions(query));

export const createUser = (body: AdminUserCreate) => api.post<SuccessResponse<User>>('/admin/users', body);
export const updateUser = ({ id, body }: { id: string; body: AdminUserUpdate }) =>
  api.put<SuccessResponse<User>>(`/admin/users/${id}`, body);
export const toggleBan = (id: string) => api.post<SuccessResponse<User>>(`/admin/users/${id}/toggle-ban`);
export const deleteUser = (id: string) => api.delete<MessageResponse>(`/admin/users/${id}`);
