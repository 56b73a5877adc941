import { dateTimeFormat } from '@gbaka/shared';
/** ISO days of the week, Monday first as in the product (SPEC §9: the week starts on Monday). */
export const ISO_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

// 1 January 2024 was a Monday: day n of the ISO week is 2024-01-0n.
const dayDate = (isoDay: number) => new Date(Date.UTC(2024, 0, isoDay));

/** "lun.", "Mon", "lun" … in the interface language. */
export function weekdayName(isoDay: number, language: string, width: 'short' | 'long' = 'short'): string {
  return dateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(dayDate(isoDay));
}

/** "lundi, mercredi, vendredi", or the caller's "every day" text when all seven are there. */
export function daysText(days: readonly number[], language: string, everyDay: string): string {
  if (days.length === 7) return everyDay;
  return days.map((day) => weekdayName(day, language, 'long')).join(', ');
}
