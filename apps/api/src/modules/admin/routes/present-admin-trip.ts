import type { AdminTripView } from '@gbaka/shared';
import { presentTrip } from '../../catalogue/present-trip';
import type { TripRow } from '../../catalogue/repository';

export interface TripMeta {
  timetableId: string | null;
  bookedSeats: number;
}

/** The catalogue's trip (one shape for travellers and the back office) plus what an operator manages. */
export function presentAdminTrip(row: TripRow, meta: TripMeta, now: Date): AdminTripView {
  return {
    ...presentTrip(row),
    seatsOnSale: row.seatsOnSale,
    bookedSeats: meta.bookedSeats,
    timetableId: meta.timetableId,
    departsAt: row.departsAt.toISOString(),
    isPast: row.departsAt.getTime() <= now.getTime(),
  };
}
