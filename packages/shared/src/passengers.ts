import type { MessageKey } from './messages/fr';

/**
 * The passengers select of SPEC §3: `value` travels in URLs and navigation state, `seats` is what is booked.
 * Apart from the search schemas of `search.ts`: the home page's form needs these constants and must not
 * download zod with them.
 */
export const PASSENGER_OPTIONS = [
  { value: '1 Adult', label: 'passengers1Adult', adults: 1, children: 0, seats: 1 },
  { value: '2 Adults', label: 'passengers2Adults', adults: 2, children: 0, seats: 2 },
  { value: '3 Adults', label: 'passengers3Adults', adults: 3, children: 0, seats: 3 },
  { value: '4 Adults', label: 'passengers4Adults', adults: 4, children: 0, seats: 4 },
  { value: '1 Adult 1 Child', label: 'passengers1Adult1Child', adults: 1, children: 1, seats: 2 },
  { value: '2 Adults 1 Child', label: 'passengers2Adults1Child', adults: 2, children: 1, seats: 3 },
  { value: '2 Adults 2 Children', label: 'passengers2Adults2Children', adults: 2, children: 2, seats: 4 },
] as const satisfies readonly {
  value: string;
  label: MessageKey;
  adults: number;
  children: number;
  seats: number;
}[];
export type PassengerOption = (typeof PASSENGER_OPTIONS)[number];
export const DEFAULT_PASSENGERS = PASSENGER_OPTIONS[0].value;

/** Seats for a passengers value: an option's value ("2 Adults 1 Child" → 3) or a plain count ("3" → 3). */
export function seatsForPassengers(passengers: string | number): number | undefined {
  if (typeof passengers === 'number') return passengers;
  const option = PASSENGER_OPTIONS.find((o) => o.value.toLowerCase() === passengers.trim().toLowerCase());
  if (option) return option.seats;
  return /^\d+$/.test(passengers.trim()) ? Number(passengers) : undefined;
}
