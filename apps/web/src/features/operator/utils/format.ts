import { dateTimeFormat } from '@gbaka/shared';

/** "mer. 26 nov." for a calendar day "2026-11-26", read as that day wherever the phone is. */
export function dayLabel(isoDate: string, language: string): string {
  return dateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** "2026-11" → "novembre 2026". */
export function monthLabel(month: string, language: string): string {
  return dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** The month before or after "2026-11". */
export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

/** Today's date where the buses run: Abidjan keeps UTC all year. */
export const todayInAbidjan = () => new Date().toISOString().slice(0, 10);
