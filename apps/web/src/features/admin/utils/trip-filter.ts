import type { AdminTripView } from '@gbaka/shared';

/** SPEC §9: the admin routes' search also filters the loaded page at once, on cities, company and bus. */
export function filterTrips(trips: readonly AdminTripView[], text: string): AdminTripView[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return [...trips];
  return trips.filter((trip) =>
    [
      trip.from.name,
      trip.to.name,
      trip.companyName.name,
      trip.bus?.name,
      trip.bus?.busNumber,
      trip.departureDate,
    ]
      .filter(Boolean)
      .some((value) => value!.toLocaleLowerCase().includes(needle)),
  );
}
