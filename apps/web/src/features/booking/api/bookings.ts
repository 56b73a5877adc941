import { queryOptions } from '@tanstack/react-query';
import type { Booking, CreateBookingInput, PaymentStatusResponse, SuccessResponse } from '@gbaka/shared';
import { api } from '@/lib/api-client';

export function createBooking(body: CreateBookingInput): Promise<Booking> {
  return api.post<SuccessResponse<Booking>>('/travel/bookings', body).then((response) => response.data);
}

export function cancelPendingBooking(bookingId: string): Promise<unknown> {
  return api.put(`/travel/bookings/${encodeURIComponent(bookingId)}/status`, { status: 'cancelled' });
}

export const bookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['bookings', 'detail', id],
    queryFn: ({ signal }) =>
      api
        .get<SuccessResponse<Booking>>(`/travel/bookings/${encodeURIComponent(id)}`, { signal })
        .then((response) => response.data),
    staleTime: 0,
  });

export function fetchPaymentStatus(token: string, signal?: AbortSignal): Promise<PaymentStatusResponse> {
  return api.get<PaymentStatusResponse>(`/payment/check-status/${encodeURIComponent(token)}`, { signal });
}
