/** What the /routes page reads from its query string (SPEC §2 Home, destinations panel). */
export const ONE_ADULT = '1 Adult';

interface TripLike {
  from: { name: string };
  to: { name: string };
  departureDate: string;
}

/** "/routes?from=Abidjan&to=Bouak%C3%A9&departureDate=2025-06-01&passengers=1+Adult". */
export function destinationHref(trip: TripLike): string {
  const query = new URLSearchParams({
    from: trip.from.name,
    to: trip.to.name,
    departureDate: trip.departureDate,
    passengers: ONE_ADULT,
  });
  return `/routes?${query.toString()}`;
}
