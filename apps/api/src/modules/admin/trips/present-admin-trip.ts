import type { AdminTripView } from '@gbaka/shared';
import { presentTrip } from '../../catalogue/present-trip';
import type { TripViewRow } from './repository';

/** The catalogue's trip (one shape for travellers and the back office) plus what an operator manages. */
export function presentAdminTrip(row: TripViewRow, now: Date): AdminTripView {
  return {
    ...presentTrip(row),
    seatsOnSale: row.seatsOnSale,
    bookedSeats: row.bookedSeats,
    timetableId: row.timetableId,
    departsAt: row.departsAt.toISOString(),
    isPast: row.departsAt.getTime() <= now.getTime(),
  };
}
