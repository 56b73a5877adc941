import type { AdminBooking, AdminBookingStatus, MessageResponse, SuccessResponse } from '@gbaka/shared';
import { PAGE_SIZES } from '@gbaka/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_KEY, ADMIN_STALE_MS, type Paged } from './admin-query';

export const BOOKING_FILTERS = ['all', 'pending_payment', 'confirmed', 'cancelled', 'completed'] as const;
export type BookingFilter = (typeof BOOKING_FILTERS)[number];

export interface BookingsQuery {
  page: number;
  search: string;
  status: BookingFilter;
}

const listQuery = (query: BookingsQuery, limit: number) => ({
  page: query.page,
  limit,
  search: query.search,
  // SPEC §7: the status is left out when "all".
  status: query.status === 'all' ? undefined : query.status,
});

export const bookingsQueryOptions = (query: BookingsQuery) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'bookings', query],
    queryFn: ({ signal }) =>
      api.get<Paged<AdminBooking>>('/admin/bookings', {
        signal,
        query: listQuery(query, PAGE_SIZES.adminBookings),
      }),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useBookings = (query: BookingsQuery) => useQuery(bookingsQueryOptions(query));

export const bookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'booking', id],
    queryFn: ({ signal }) => api.get<SuccessResponse<AdminBooking>>(`/admin/bookings/${id}`, { signal }),
    staleTime: ADMIN_STALE_MS,
  });

export const useBooking = (id: string) => useQuery(bookingQueryOptions(id));

const EXPORT_PAGE_SIZE = 100;
const EXPORT_MAX_PAGES = 100;

/** Every booking of the current search and filter, page after page, for the CSV export. */
export async function fetchAllBookings(query: Omit<BookingsQuery, 'page'>): Promise<AdminBooking[]> {
  const rows: AdminBooking[] = [];
  for (let page = 1; page <= EXPORT_MAX_PAGES; page += 1) {
    const answer = await api.get<Paged<AdminBooking>>('/admin/bookings', {
      query: listQuery({ ...query, page }, EXPORT_PAGE_SIZE),
    });
    rows.push(...answer.data);
    if (page >= answer.pagination.totalPages) break;
  }
  return rows;
}

export const changeBookingStatus = ({ id, status }: { id: string; status: AdminBookingStatus }) =>
  api.put<SuccessResponse<AdminBooking>>(`/admin/bookings/${id}`, { status });
export const deleteBooking = (id: string) => api.delete<MessageResponse>(`/admin/bookings/${id}`);
export const deleteOldBookings = () =>
  api.delete<SuccessResponse<{ deleted: number }>>('/admin/bookings/old');
export const deleteCorruptedBookings = () =>
  api.delete<SuccessResponse<{ deleted: number }>>('/admin/bookings/corrupted');
