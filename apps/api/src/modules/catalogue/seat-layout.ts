import type { SeatLayout } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { catalogueRepository } from './repository';

/**
 * The seat map of one trip (SPEC §3 Bus layout): seats 1 to the bus's capacity, `reserved` when held, sold or
 * beyond the seats put on sale. The bus in the path must be the trip's, so that a stale page cannot show
 * another bus's map. `departureDate` of the query is redundant with the trip and not checked.
 */
export async function seatLayout(db: DbOrTx, busId: string, tripId: string): Promise<SeatLayout> {
  const trip = await catalogueRepository.seatMap(db, tripId);
  if (!trip) throw notFound('tripNotFound');
  if (trip.bus.id !== busId) throw notFound('busNotFound');
  const taken = new Set(trip.taken);
  let availableSeats = 0;
  const seats = Array.from({ length: trip.bus.totalSeats }, (_, i) => {
    const number = i + 1;
    const free = number <= trip.seatsOnSale && !taken.has(number);
    if (free) availableSeats += 1;
    return { number, status: free ? ('available' as const) : ('reserved' as const) };
  });
  return {
    routeId: trip.id,
    seats,
    totalSeats: trip.bus.totalSeats,
    availableSeats,
    layout: trip.bus.layout,
    busName: trip.bus.name,
  };
}
