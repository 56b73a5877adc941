import { parseSearchQuery, parseSearchState, type SearchState } from '@/lib/booking/search-state';

/**
 * What each step of the booking flow hands the next in router state (SPEC §4 Booking flow). Router state survives
 * a reload and the Back button, and the login page carries it through sign-in; parsing it here means a step never
 * trusts a shape it did not check.
 */

/** Seats chosen on one trip. */
export interface LegChoice {
  routeId: string;
  seats: number[];
}

/** /select-seat: the trip whose seats to choose; for a return leg, the outbound choice made before it. */
export interface SeatPageState {
  search: SearchState;
  selectedRouteId: string;
  isReturnRoute: boolean;
  outbound?: LegChoice;
  /** Seats to show as chosen again (coming back from checkout). */
  preselected?: number[];
}

/** /search after the outbound seats of a round trip: the return trip is chosen next. */
export interface SearchPageState {
  search: SearchState;
  outbound?: LegChoice;
}

/** /checkout: both legs' seats and the total the traveller was shown (SPEC §5 Checkout). */
export interface CheckoutState {
  search: SearchState;
  outbound: LegChoice;
  return?: LegChoice;
  totalPrice: number;
}

type Raw = Record<string, unknown> | null | undefined;

function seatList(value: unknown): number[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const seats = value.filter((n): n is number => Number.isInteger(n) && n > 0);
  return seats.length === value.length ? seats : undefined;
}

function legChoice(value: unknown): LegChoice | undefined {
  const raw = value as Raw;
  const seats = seatList(raw?.seats);
  if (typeof raw?.routeId !== 'string' || !raw.routeId || !seats || seats.length === 0) return undefined;
  return { routeId: raw.routeId, seats };
}

export function parseSearchPageState(state: unknown): SearchPageState | null {
  const search = parseSearchState(state);
  if (!search) return null;
  const outbound = search.tripType === 'roundTrip' ? legChoice((state as Raw)?.outbound) : undefined;
  return outbound ? { search, outbound } : { search };
}

/**
 * /search's input: the router state an app page left (which also carries a round trip's outbound seats), else the
 * search in the address (a shared link, a bookmark, the home form submitted before its script ran).
 */
export function parseSearchPageLocation(location: {
  state: unknown;
  search: string;
}): SearchPageState | null {
  const fromState = parseSearchPageState(location.state);
  if (fromState) return fromState;
  const search = parseSearchQuery(location.search);
  return search ? { search } : null;
}

/** Null without a search; `selectedRouteId` may be '' (the page then says no trip was chosen). */
export function parseSeatPageState(state: unknown): SeatPageState | null {
  const search = parseSearchState(state);
  if (!search) return null;
  const raw = state as Raw;
  const isReturnRoute = raw?.isReturnRoute === true && search.tripType === 'roundTrip';
  const outbound = isReturnRoute ? legChoice(raw?.outbound) : undefined;
  return {
    search,
    selectedRouteId: typeof raw?.selectedRouteId === 'string' ? raw.selectedRouteId : '',
    // A return leg without its outbound seats cannot be booked: read it as the outbound leg.
    isReturnRoute: isReturnRoute && outbound !== undefined,
    outbound,
    preselected: seatList(raw?.preselected),
  };
}

/** Null when something the booking needs is missing: no seats, no outbound trip, no total (SPEC §5 Checkout). */
export function parseCheckoutState(state: unknown): CheckoutState | null {
  const search = parseSearchState(state);
  const raw = state as Raw;
  const outbound = legChoice(raw?.outbound);
  const totalPrice = raw?.totalPrice;
  if (
    !search ||
    !outbound ||
    typeof totalPrice !== 'number' ||
    !Number.isInteger(totalPrice) ||
    totalPrice <= 0
  ) {
    return null;
  }
  if (search.tripType === 'oneWay') return { search, outbound, totalPrice };
  const back = legChoice(raw?.return);
  if (!back || back.seats.length !== outbound.seats.length) return null;
  return { search, outbound, return: back, totalPrice };
}
