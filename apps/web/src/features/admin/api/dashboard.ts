import type { BookingCounts, Dashboard, SuccessResponse } from '@gbaka/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_KEY, ADMIN_STALE_MS } from './admin-query';

export const dashboardQueryOptions = queryOptions({
  queryKey: [ADMIN_KEY, 'dashboard'],
  queryFn: ({ signal }) => api.get<SuccessResponse<Dashboard>>('/admin/dashboard', { signal }),
  staleTime: ADMIN_STALE_MS,
});

export const useDashboard = () => useQuery(dashboardQueryOptions);

interface CountAnswer {
  success: true;
  count: number;
}

/** One statistic of the count cards; the dashboard asks for them one by one only if its own call failed. */
export interface Statistic {
  key: 'users' | 'routes' | 'buses' | 'companies' | 'cities' | 'partners' | 'bookings' | 'revenue';
  fetch: (signal: AbortSignal) => Promise<number | BookingCounts>;
}

const count = (path: string) => async (signal: AbortSignal) =>
  (await api.get<CountAnswer>(path, { signal })).count;

export const STATISTICS: Statistic[] = [
  { key: 'users', fetch: count('/admin/users/count') },
  { key: 'routes', fetch: count('/admin/routes/count') },
  { key: 'buses', fetch: count('/admin/buses/count') },
  { key: 'companies', fetch: count('/admin/companies/count') },
  { key: 'cities', fetch: count('/admin/cities/count') },
  {
    key: 'partners',
    fetch: async (signal) =>
      (await api.get<SuccessResponse<{ total: number }>>('/admin/partners/count', { signal })).data.total,
  },
  {
    key: 'bookings',
    fetch: async (signal) =>
      (await api.get<SuccessResponse<BookingCounts>>('/admin/bookings/count', { signal })).data,
  },
  {
    key: 'revenue',
    fetch: async (signal) =>
      (await api.get<{ success: true; totalRevenue: number }>('/admin/revenue/total', { signal }))
        .totalRevenue,
  },
];

export const statisticQueryOptions = (statistic: Statistic, enabled: boolean) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'statistic', statistic.key],
    queryFn: ({ signal }) => statistic.fetch(signal),
    staleTime: ADMIN_STALE_MS,
    enabled,
  });
