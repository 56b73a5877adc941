import type { BookingChangeEntry } from '@gbaka/shared';
import type { ChangeRow } from './change-repository';
import type { Leg } from './repository';

const departure = (id: string, legs: Map<string, Leg>) => {
  const leg = legs.get(id);
  return { _id: id, departureDate: leg?.departureDate ?? '', departureTime: leg?.departureTime ?? '' };
};

/** One change of departure as the back office's booking history shows it. */
export function presentChange(change: ChangeRow, legs: Map<string, Leg>): BookingChangeEntry {
  return {
    _id: change.id,
    kind: change.kind === 'free_move' ? 'free_move' : 'change',
    status: change.status,
    createdAt: change.createdAt.toISOString(),
    appliedAt: change.appliedAt?.toISOString() ?? null,
    leg: change.leg,
    from: departure(change.fromTripId, legs),
    to: departure(change.toTripId, legs),
    fromSeats: change.fromSeats,
    toSeats: change.toSeats,
    returnMove:
      change.returnFromTripId && change.returnToTripId
        ? {
            from: departure(change.returnFromTripId, legs),
            to: departure(change.returnToTripId, legs),
            fromSeats: change.returnFromSeats ?? [],
            toSeats: change.returnToSeats ?? [],
          }
        : null,
    oldTotal: change.oldTotal,
    newTotal: change.newTotal,
    amountDue: change.amountDue,
    refundDue: change.refundDue,
  };
}
