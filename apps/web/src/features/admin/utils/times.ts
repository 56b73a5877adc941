import { arrivalTime, timeToMinutes } from '@gbaka/shared';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The arrival "HH:MM" of a departure and a duration in whole minutes, or null while the form is incomplete (a
 * half-typed time, no duration yet): the route and timetable forms fill the arrival in as they are typed.
 */
export function arrivalFor(departure: string, minutes: number | undefined): string | null {
  if (!HH_MM.test(departure) || minutes === undefined || !Number.isInteger(minutes) || minutes <= 0)
    return null;
  return arrivalTime(departure, minutes);
}

/** Minutes from a departure to an arrival, past midnight if need be; null while either is incomplete or both are equal. */
export function minutesBetween(departure: string, arrival: string): number | null {
  if (!HH_MM.test(departure) || !HH_MM.test(arrival)) return null;
  const minutes = (timeToMinutes(arrival) - timeToMinutes(departure) + 1440) % 1440;
  return minutes > 0 ? minutes : null;
}
