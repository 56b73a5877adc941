import type {
  ADMIN_TRIP_PERIODS,
  AdminTrip,
  AdminTripView,
  MessageResponse,
  SuccessResponse,
} from '@gbaka/shared';
import { PAGE_SIZES } from '@gbaka/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_KEY, ADMIN_STALE_MS, type Paged } from './admin-query';

export type TripPeriod = (typeof ADMIN_TRIP_PERIODS)[number];

export interface TripsQuery {
  page: number;
  search: string;
  period: TripPeriod;
  /** One day only (the boarding screen's departures of today). */
  date?: string;
  limit?: number;
}

export const tripsQueryOptions = (query: TripsQuery) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'trips', query],
    queryFn: ({ signal }) =>
      api.get<Paged<AdminTripView>>('/admin/routes', {
        signal,
        query: {
          page: query.page,
          limit: query.limit ?? PAGE_SIZES.adminRoutes,
          search: query.search,
          period: query.period,
          date: query.date,
        },
      }),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useTrips = (query: TripsQuery) => useQuery(tripsQueryOptions(query));

export const createTrip = (body: AdminTrip) =>
  api.post<SuccessResponse<AdminTripView>>('/admin/routes', body);
export const updateTrip = ({ id, body }: { id: string; body: AdminTrip }) =>
  api.put<SuccessResponse<AdminTripView>>(`/admin/routes/${id}`, body);
export const deleteTrip = (id: string) => api.delete<MessageResponse>(`/admin/routes/${id}`);

export interface BulkDeleteOutcome {
  deleted: number;
  failed: { id: string; message: string }[];
}

/**
 * SPEC §7: bulk delete issues one DELETE per selected route, in parallel. A route still booked is refused by the
 * server; the others go, and the outcome says how many of each.
 */
export async function deleteTrips(ids: string[]): Promise<BulkDeleteOutcome> {
  const results = await Promise.allSettled(ids.map((id) => deleteTrip(id)));
  const failed = results.flatMap((result, index) =>
    result.status === 'rejected'
      ? [{ id: ids[index]!, message: result.reason instanceof Error ? result.reason.message : '' }]
      : [],
  );
  return { deleted: ids.length - failed.length, failed };
}
