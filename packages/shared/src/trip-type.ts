/** One way or round trip (SPEC §3); shared by the search and the booking so neither imports the other. */
export const TRIP_TYPES = ['oneWay', 'roundTrip'] as const;
export type TripType = (typeof TRIP_TYPES)[number];
