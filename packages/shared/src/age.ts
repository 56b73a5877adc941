/** Age limits of SPEC §5 and §9: at least 18, at most 120, birth dates from 1900-01-01. */
export const MIN_AGE = 18;
export const MAX_AGE = 120;
export const EARLIEST_BIRTH_DATE = '1900-01-01';

// Dates are read in UTC, which is Abidjan time (UTC+0, no daylight saving): a server running in another
// time zone must not make someone a day older or younger around midnight.

/**
 * Whole years between an ISO date (YYYY-MM-DD) and `today`. Someone born on 29 February has their birthday
 * on 1 March in common years: on 28 February they are not a year older yet.
 */
export function ageOn(birthDate: string, today: Date = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < m || (month === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

export function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The ISO date `years` before `today`, the calendar's bounds for the birth-date picker. On 29 February the
 * answer is the 28th in a common year, not 1 March: someone born on 1 March would still be a year too young.
 */
export function yearsAgo(years: number, today: Date = new Date()): string {
  const year = today.getUTCFullYear() - years;
  const month = today.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const d = new Date(Date.UTC(year, month, Math.min(today.getUTCDate(), lastDay)));
  return d.toISOString().slice(0, 10);
}
