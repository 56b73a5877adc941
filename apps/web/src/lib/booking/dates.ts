import { dateTimeFormat } from '@/lib/intl';
/** "lundi 12 janvier 2030": a trip's calendar date, long, in the interface language (no time-zone shift). */
export function formatTripDate(isoDate: string, language: string, withWeekday = true): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateTimeFormat(language, {
    weekday: withWeekday ? 'long' : undefined,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** "14:05" of an ISO instant in Abidjan (UTC+0 all year). */
export function formatClock(isoInstant: string, language: string): string {
  const date = new Date(isoInstant);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(language, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(date);
}
