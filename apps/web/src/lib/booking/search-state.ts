import {
  DEFAULT_PASSENGERS,
  PASSENGER_OPTIONS,
  seatsForPassengers,
  TRIP_TYPES,
  type TripType,
} from '@gbaka/shared';

/**
 * The search as the home form hands it to /search in navigation state (SPEC §2 Home, §3 Search parameters), and as
 * /search hands it on to the seat map and checkout. Shared by the home hero and the booking pages, which may not
 * import each other.
 */
export interface SearchState {
  from: string;
  to: string;
  /** YYYY-MM-DD */
  departureDate: string;
  returnDate?: string;
  /** A passengers option value ("2 Adults 1 Child"). */
  passengers: string;
  tripType: TripType;
  /** "HH:MM", or "all" when the form kept its default time. */
  departureTime: string;
  /** A company name, or "all". */
  companyName: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isoDate = (value: unknown): value is string => typeof value === 'string' && ISO_DATE.test(value);
const textOr = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);
const isTripType = (value: unknown): value is TripType => (TRIP_TYPES as readonly unknown[]).includes(value);

/**
 * Checked by hand rather than with zod: the search and seat pages need nothing else from zod, and leaving it out
 * spares them its 33 KB (brotli) on a first visit.
 */
function readSearch(raw: unknown): SearchState | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const value = raw as Record<string, unknown>;
  const from = textOr(value.from, '').trim();
  const to = textOr(value.to, '').trim();
  if (!from || !to || !isoDate(value.departureDate)) return null;
  const passengers = textOr(value.passengers, '');
  return {
    from,
    to,
    departureDate: value.departureDate,
    returnDate: isoDate(value.returnDate) ? value.returnDate : undefined,
    passengers: seatsForPassengers(passengers) !== undefined ? passengers : DEFAULT_PASSENGERS,
    tripType: isTripType(value.tripType) ? value.tripType : 'oneWay',
    departureTime: textOr(value.departureTime, 'all'),
    companyName: textOr(value.companyName, 'all'),
  };
}

/** The key under which every booking page carries the search in `location.state`. */
export interface WithSearch {
  search: SearchState;
}

/**
 * Reads the search out of router state (which survives a reload but may come from an older build, or be anything
 * a hand-written link put there): null when it is missing or unusable. A round trip without a return date is read
 * as one way, so the pages never ask for a return leg they cannot search.
 */
export function parseSearchState(state: unknown): SearchState | null {
  const search = readSearch((state as { search?: unknown } | null | undefined)?.search);
  if (!search) return null;
  if (search.tripType === 'roundTrip' && !search.returnDate) {
    return { ...search, tripType: 'oneWay', returnDate: undefined };
  }
  if (search.tripType === 'oneWay') return { ...search, returnDate: undefined };
  return search;
}

/** Seats the search asks for: the passengers option's seat count (children take a seat too). */
export function searchSeats(search: Pick<SearchState, 'passengers'>): number {
  return seatsForPassengers(search.passengers) ?? 1;
}

/** Query string of GET /travel/routes/search (SPEC §7): passengers travel as a number. */
export function searchQueryParams(search: SearchState): Record<string, string | number | undefined> {
  return {
    from: search.from,
    to: search.to,
    departureDate: search.departureDate,
    returnDate: search.tripType === 'roundTrip' ? search.returnDate : undefined,
    passengers: searchSeats(search),
    tripType: search.tripType,
    departureTime: search.departureTime,
    companyName: search.companyName,
  };
}

export const PASSENGER_VALUES = PASSENGER_OPTIONS.map((option) => option.value);
