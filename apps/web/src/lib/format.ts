import { TIME_ZONE } from '@gbaka/shared';
import { dateTimeFormat, numberFormat } from '@/lib/intl';

/** "12 mars 1990" from "1990-03-12", in the given language; a calendar date, so no time-zone shift. */
export function formatLongDate(isoDate: string, language: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** "mars 2025" from an ISO timestamp, in Abidjan time. */
export function formatMonthYear(isoDateTime: string, language: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return isoDateTime;
  return dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: TIME_ZONE }).format(date);
}

/** "15 000 F CFA": French number format whatever the language (SPEC §9). */
export function formatPrice(amount: number): string {
  return `${numberFormat('fr-FR').format(amount)} F CFA`;
}

/**
 * Today's date in Abidjan as YYYY-MM-DD, the bound of date pickers. Abidjan keeps UTC all year, so no Intl formatter
 * is needed: the first one a page builds loads the locale's data (60 ms on a slow phone), and the home page's first
 * screen needs no other.
 */
export { todayIso } from '@gbaka/shared';

/** "lun. 24 nov." from "2025-11-24", in the given language; a calendar date, so no time-zone shift. */
export function formatShortDate(isoDate: string, language: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(date);
}

/** "lundi 24 novembre 2025" from "2025-11-24", in the given language. */
export function formatFullDate(isoDate: string, language: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(date);
}
