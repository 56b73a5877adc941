import { TIME_ZONE } from '@gbaka/shared';
import { dateTimeFormat } from '@/lib/intl';

/** "12 nov." from "2026-11-12": a calendar day, read in UTC so that no time zone shifts it. */
export function shortDay(isoDate: string, language: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/** "sam. 22 nov. 2026": a trip's day, compact enough for a table column. */
export function shortDate(isoDate: string, language: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** "12 mars 2026 à 14:05": an instant in Abidjan time, long date and time (SPEC §2 Partners details). */
export function longDateTime(isoInstant: string, language: string): string {
  const date = new Date(isoInstant);
  if (Number.isNaN(date.getTime())) return isoInstant;
  return dateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(date);
}

/** "14:05" of an instant, in Abidjan. */
export function timeOfDay(isoInstant: string): string {
  const date = new Date(isoInstant);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE }).format(date);
}
