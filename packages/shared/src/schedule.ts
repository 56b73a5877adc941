import { matchesRef, type RefLike } from './refs';

/**
 * Dates and times of trips. Trips run on Africa/Abidjan time, which is UTC+0 all year (no daylight saving),
 * so local wall-clock time equals UTC: every computation here uses the UTC fields of `Date`, which makes the
 * results the same on a server in Paris, a laptop in Montreal and a phone in Abidjan.
 */
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Search time choices: every 30 minutes from 00:00 to 23:30, default 08:00 (SPEC §2, §9). */
export const SEARCH_TIME_OPTIONS: readonly string[] = Array.from({ length: 48 }, (_, i) =>
  minutesToTime(i * 30),
);
export const DEFAULT_SEARCH_TIME = '08:00';

/** Tolerance of the routes-list departure-time filter (SPEC §5, §9). */
export const TIME_FILTER_TOLERANCE_MINUTES = 60;

/** Minutes since midnight of an "HH:MM" time; throws on anything else, which would be a data bug. */
export function timeToMinutes(time: string): number {
  const match = HH_MM.exec(time);
  if (!match) throw new RangeError(`invalid time "${time}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** "HH:MM" of a number of minutes, wrapped into one day (1 500 → "01:00"). */
export function minutesToTime(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** The instant a trip leaves: its date and time read in Abidjan, i.e. in UTC. */
export function departureInstant(departureDate: string, departureTime: string): Date {
  const date = new Date(`${departureDate}T${departureTime}:00.000Z`);
  if (!ISO_DATE.test(departureDate) || !HH_MM.test(departureTime) || Number.isNaN(date.getTime())) {
    throw new RangeError(`invalid departure "${departureDate} ${departureTime}"`);
  }
  if (date.toISOString().slice(0, 10) !== departureDate)
    throw new RangeError(`invalid date "${departureDate}"`);
  return date;
}

/** A trip is past once its departure is before now (SPEC §4); search and the routes list hide or dim it. */
export function isTripPast(
  trip: { departureDate: string; departureTime: string },
  now: Date = new Date(),
): boolean {
  return departureInstant(trip.departureDate, trip.departureTime).getTime() < now.getTime();
}

/**
 * "4h30min", the spec's style (SPEC §3). Minutes always take two digits ("4h05min", "4h00min") so that a
 * column of durations lines up; under an hour it is "45min" rather than "0h45min".
 */
export function durationText(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError(`invalid duration ${minutes}`);
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  const m = total % 60;
  return h === 0 ? `${m}min` : `${h}h${String(m).padStart(2, '0')}min`;
}

/**
 * Minutes of a duration typed by an operator: "4h30min", "4h30", "4h", "45min", "4 h 30", or a bare number
 * of minutes. Undefined when the text is not a duration.
 */
export function parseDurationText(text: string): number | undefined {
  const compact = text.trim().toLowerCase().replace(/\s+/g, '');
  if (/^\d+$/.test(compact)) return Number(compact);
  const minutesOnly = /^(\d+)(?:min|mn|m)$/.exec(compact);
  if (minutesOnly) return Number(minutesOnly[1]);
  const withHours = /^(\d+)h(?:(\d{1,2})(?:min|mn|m)?)?$/.exec(compact);
  if (!withHours) return undefined;
  const minutes = Number(withHours[2] ?? 0);
  return minutes > 59 ? undefined : Number(withHours[1]) * 60 + minutes;
}

/** Arrival "HH:MM" after `minutes` on the road, wrapping past midnight (an overnight trip). */
export function arrivalTime(departureTime: string, minutes: number): string {
  return minutesToTime(timeToMinutes(departureTime) + minutes);
}

/**
 * The arrival of a departure and a duration still being typed in a form: "HH:MM", or null while either is
 * incomplete (a half-typed time, no duration yet, not a whole positive number of minutes). The back office shows it
 * beside them; nobody types it.
 */
export function arrivalFor(departureTime: string, minutes: number | undefined): string | null {
  if (!HH_MM.test(departureTime) || minutes === undefined || !Number.isInteger(minutes) || minutes <= 0)
    return null;
  return arrivalTime(departureTime, minutes);
}

/** How many days after its departure day a trip arrives (0 the same day, 1 the next morning). */
export function arrivalDayOffset(departureTime: string, minutes: number): number {
  return Math.floor((timeToMinutes(departureTime) + minutes) / 1440);
}

export function arrivalInstant(departureDate: string, departureTime: string, minutes: number): Date {
  return new Date(departureInstant(departureDate, departureTime).getTime() + minutes * MINUTE_MS);
}

/** The ISO date `days` after `isoDate` (negative goes back). */
export function addDays(isoDate: string, days: number): string {
  const start = departureInstant(isoDate, '00:00').getTime();
  return new Date(start + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today's date in Abidjan. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The "HH:MM" of an instant in Abidjan. */
export function timeOfInstant(instant: Date): string {
  return instant.toISOString().slice(11, 16);
}

export interface RoutesFilter {
  departureTime?: string;
  date?: string;
  company?: string;
  destination?: string;
  origin?: string;
}

export interface RoutesFilterTrip {
  from: RefLike;
  to: RefLike;
  departureDate: string;
  departureTime: string;
  companyName: RefLike;
}

/** Empty, missing and "all" (any case) clear a filter. */
function active(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '' && value.trim().toLowerCase() !== 'all';
}

/**
 * The /routes filters of SPEC §5: departure time within 60 minutes of the chosen one (on the same day, not
 * across midnight: the date filter is a calendar day), exact date, and company, origin and destination
 * matched case-insensitively by name (or by id, when the select holds ids).
 */
export function routesFilter<T extends RoutesFilterTrip>(trips: readonly T[], filter: RoutesFilter): T[] {
  const { departureTime, date, company, destination, origin } = filter;
  const target = active(departureTime) ? timeToMinutes(departureTime) : undefined;
  return trips.filter(
    (trip) =>
      (target === undefined ||
        Math.abs(timeToMinutes(trip.departureTime) - target) <= TIME_FILTER_TOLERANCE_MINUTES) &&
      (!active(date) || trip.departureDate === date) &&
      (!active(company) || matchesRef(trip.companyName, company)) &&
      (!active(origin) || matchesRef(trip.from, origin)) &&
      (!active(destination) || matchesRef(trip.to, destination)),
  );
}
