import type { AdminTimetable, AdminTimetableView, TimetableSync, SuccessResponse } from '@gbaka/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_KEY, ADMIN_STALE_MS } from './admin-query';

export const timetablesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'timetables', companyId],
    queryFn: ({ signal }) =>
      api.get<SuccessResponse<AdminTimetableView[]>>('/admin/timetables', {
        signal,
        query: { companyId: companyId || undefined },
      }),
    staleTime: ADMIN_STALE_MS,
  });

export const useTimetables = (companyId: string) => useQuery(timetablesQueryOptions(companyId));

export interface TimetableSaved extends SuccessResponse<AdminTimetableView> {
  message: string;
  sync: TimetableSync;
}

export const createTimetable = (body: AdminTimetable) => api.post<TimetableSaved>('/admin/timetables', body);
export const updateTimetable = ({ id, body }: { id: string; body: AdminTimetable }) =>
  api.put<TimetableSaved>(`/admin/timetables/${id}`, body);
export const deleteTimetable = (id: string) =>
  api.delete<{ success: true; message: string; sync: TimetableSync }>(`/admin/timetables/${id}`);
