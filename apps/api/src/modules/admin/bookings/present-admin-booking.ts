import type { AdminBooking } from '@gbaka/shared';
import { presentBooking } from '../../bookings/present-booking';
import type { BookingRow, Leg } from '../../bookings/repository';

/** The bookings module's shape (one booking, one shape) plus the back office's fields. */
export function presentAdminBooking(row: BookingRow, legs: Map<string, Leg>): AdminBooking {
  return {
    ...presentBooking(row, legs),
    returnBoardedAt: row.returnBoardedAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    isCorrupted: false,
  };
}
