import type { BoardingBooking, BoardingResult, SuccessResponse } from '@gbaka/shared';
import { api } from '@/lib/api-client';

export interface BoardingCheck {
  qr?: string;
  reference?: string;
  tripId?: string;
}

export interface VerifyAnswer extends SuccessResponse<BoardingResult> {
  message: string;
}

/** POST /admin/boarding/verify: changes nothing, tells whether the ticket may board. */
export const verifyTicket = (body: BoardingCheck) => api.post<VerifyAnswer>('/admin/boarding/verify', body);

/** POST /admin/boarding/{id}/board: records the boarding once; a second call is a 409 with the first time. */
export const boardPassenger = ({ bookingId, tripId }: { bookingId: string; tripId?: string }) =>
  api.post<SuccessResponse<BoardingBooking> & { message: string }>(`/admin/boarding/${bookingId}/board`, {
    tripId,
  });
