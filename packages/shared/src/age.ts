/** Age limits of SPEC §5 and §9: at least 18, at most 120, birth dates from 1900-01-01. */
export const MIN_AGE = 18;
export const MAX_AGE = 120;
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** Whole years between an ISO date (YYYY-MM-DD) and `today`. */
export function ageOn(birthDate: string, today: Date = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  const month = today.getMonth() + 1;
  if (month < m || (month === m && today.getDate() < d)) age -= 1;
  return age;
}

export function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The ISO date `years` before `today`, the calendar's bounds for the birth-date picker. */
export function yearsAgo(years: number, today: Date = new Date()): string {
  const d = new Date(Date.UTC(today.getFullYear() - years, today.getMonth(), today.getDate()));
  return d.toISOString().slice(0, 10);
}
