import type { ChangeRow } from './change-repository';

/** One journey of a booking moved by a change: from its departure and seats to the new ones. */
export interface Move {
  leg: 'outbound' | 'return';
  fromTripId: string;
  toTripId: string;
  fromSeats: number[];
  toSeats: number[];
}

/** The journeys a change moves: one (its `leg`), or the outbound then the return one for `both`. */
export function movesOf(change: ChangeRow): Move[] {
  const first: Move = {
    leg: change.leg === 'return' ? 'return' : 'outbound',
    fromTripId: change.fromTripId,
    toTripId: change.toTripId,
    fromSeats: change.fromSeats,
    toSeats: change.toSeats,
  };
  if (change.leg !== 'both' || !change.returnFromTripId || !change.returnToTripId) return [first];
  return [
    first,
    {
      leg: 'return',
      fromTripId: change.returnFromTripId,
      toTripId: change.returnToTripId,
      fromSeats: change.returnFromSeats ?? [],
      toSeats: change.returnToSeats ?? [],
    },
  ];
}

/** The new departures of a change, where its new seats are held. */
export const newTripsOf = (change: ChangeRow) => movesOf(change).map((m) => m.toTripId);
