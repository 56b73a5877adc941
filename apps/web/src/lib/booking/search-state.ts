import {
  DEFAULT_PASSENGERS,
  DEFAULT_SEARCH_TIME,
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
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

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

/**
 * The search as the address of /search (DESIGN §12): `from`, `to`, `departureDate`, then only what differs from the
 * defaults, so a shared link stays short. The same names as the home form's fields, which a browser submits as a
 * plain GET before the script has run.
 */
export function searchToQuery(search: SearchState): string {
  const params = new URLSearchParams({
    from: search.from,
    to: search.to,
    departureDate: search.departureDate,
  });
  if (search.tripType === 'roundTrip' && search.returnDate) params.set('returnDate', search.returnDate);
  if (search.passengers !== DEFAULT_PASSENGERS) params.set('passengers', search.passengers);
  if (search.departureTime !== 'all') params.set('departureTime', search.departureTime);
  if (search.companyName !== 'all') params.set('companyName', search.companyName);
  return params.toString();
}

/** The address of the results of a search. */
export const searchPath = (search: SearchState): string => `/search?${searchToQuery(search)}`;

/** "3" (a hand-written link) → the option of three adults; an option's value as it is; anything else: none. */
function passengersParam(value: string | null): string | undefined {
  if (!value) return undefined;
  const count = /^\d+$/.test(value.trim()) ? Number(value) : undefined;
  const option =
    count === undefined
      ? PASSENGER_OPTIONS.find((o) => o.value.toLowerCase() === value.trim().toLowerCase())
      : PASSENGER_OPTIONS.find((o) => o.seats === count && o.children === 0);
  return option?.value;
}

/**
 * Reads a search out of /search's query string, as written by `searchToQuery` or by the home form submitted without
 * its script (which sends every field: its default time means any time, a return date makes a round trip).
 */
export function parseSearchQuery(query: string | URLSearchParams): SearchState | null {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const returnDate = params.get('returnDate') || undefined;
  const tripType = params.get('tripType') ?? (returnDate ? 'roundTrip' : 'oneWay');
  const departureTime = params.get('departureTime');
  return parseSearchState({
    search: {
      from: params.get('from'),
      to: params.get('to'),
      departureDate: params.get('departureDate'),
      returnDate,
      passengers: passengersParam(params.get('passengers')),
      tripType,
      departureTime:
        departureTime && HH_MM.test(departureTime) && departureTime !== DEFAULT_SEARCH_TIME
          ? departureTime
          : 'all',
      companyName: params.get('companyName') || 'all',
    },
  });
}

export const PASSENGER_VALUES = PASSENGER_OPTIONS.map((option) => option.value);
