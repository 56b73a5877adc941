import { hasAmenity, type Trip } from '@gbaka/shared';

/** Results grouped by departure day, days in order and trips by time within a day (SPEC §2 /search). */
export function groupByDay<T extends { departureDate: string; departureTime: string }>(
  trips: readonly T[],
): { date: string; trips: T[] }[] {
  const sorted = [...trips].sort(
    (a, b) =>
      a.departureDate.localeCompare(b.departureDate) || a.departureTime.localeCompare(b.departureTime),
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
