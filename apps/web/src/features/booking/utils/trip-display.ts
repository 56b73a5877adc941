import { arrivalDayOffset, hasAmenity, parseDurationText, type Trip } from '@gbaka/shared';

type Sortable = Pick<Trip, 'departureDate' | 'departureTime' | 'price' | 'durationMinutes'>;

/** The orders a traveller may list results in (issue 16); departure is the spec's. */
export const TRIP_SORTS = ['departure', 'price', 'duration'] as const;
export type TripSort = (typeof TRIP_SORTS)[number];

const byDeparture = (a: Sortable, b: Sortable) => a.departureTime.localeCompare(b.departureTime);
const comparators: Record<TripSort, (a: Sortable, b: Sortable) => number> = {
  departure: byDeparture,
  price: (a, b) => a.price - b.price || byDeparture(a, b),
  duration: (a, b) => a.durationMinutes - b.durationMinutes || byDeparture(a, b),
};

/**
 * Results grouped by departure day, days in order and trips within a day in the chosen order (SPEC §2 /search):
 * by time by default, or cheapest or shortest first, ties by time.
 */
export function groupByDay<T extends Sortable>(
  trips: readonly T[],
  sort: TripSort = 'departure',
): { date: string; trips: T[] }[] {
  const sorted = [...trips].sort(
    (a, b) => a.departureDate.localeCompare(b.departureDate) || comparators[sort](a, b),
  );
  const groups: { date: string; trips: T[] }[] = [];
  for (const trip of sorted) {
    const last = groups.at(-1);
    if (last?.date === trip.departureDate) last.trips.push(trip);
    else groups.push({ date: trip.departureDate, trips: [trip] });
  }
  return groups;
}

/** The amenity icons a card shows: wifi and power (SPEC §2). */
export function cardAmenities(trip: Pick<Trip, 'amenities'>): { wifi: boolean; power: boolean } {
  return { wifi: hasAmenity(trip.amenities, 'wifi'), power: hasAmenity(trip.amenities, 'power') };
}

/**
 * How many days after it leaves a leg arrives, for "+1 j" (issue 16): from its minutes when it has them, else from
 * its duration's text; a leg whose duration cannot be read arrives the next day when its arrival time is earlier.
 */
export function arrivalDays(
  leg: Pick<Trip, 'departureTime' | 'arrivalTime' | 'duration'> & { durationMinutes?: number },
): number {
  const minutes = leg.durationMinutes ?? parseDurationText(leg.duration);
  if (minutes === undefined) return leg.arrivalTime < leg.departureTime ? 1 : 0;
  return arrivalDayOffset(leg.departureTime, minutes);
}
