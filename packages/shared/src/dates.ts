import { dateTimeFormat } from './intl';
import { TIME_ZONE } from './languages';

/**
 * How dates are read and written, for the web app, the tickets, the mails and the payment page alike. Trips run on
 * Africa/Abidjan time, UTC+0 all year: a calendar day ("2025-11-24") is read as that day's UTC midnight and
 * formatted in UTC, so that no time zone (the server's, the phone's) shifts it; an instant (an ISO timestamp) is
 * shown in Abidjan time.
 */

/** Ways to write a calendar day. */
const DAY_STYLES = {
  /** "12 mars 1990" */
  long: { dateStyle: 'long' },
  /** "lundi 24 novembre 2025": a trip's day, as the ticket prints it. */
  full: { dateStyle: 'full' },
  /** "lun. 24 nov.": a card's day. */
  short: { weekday: 'short', day: 'numeric', month: 'short' },
  /** "sam. 22 nov. 2026": a table's day. */
  compact: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  /** "12 nov.": a chart's axis. */
  dayMonth: { day: 'numeric', month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DayStyle = keyof typeof DAY_STYLES;

/** Ways to write an instant. */
const INSTANT_STYLES = {
  /** "12 mars 2026 à 14:05" */
  dateTime: { dateStyle: 'long', timeStyle: 'short' },
  /** "14:05", on the 24-hour clock in every language, like the trips' times. */
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** "mars 2025" */
  monthYear: { month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type InstantStyle = keyof typeof INSTANT_STYLES;

/** The day of "2025-11-24" (or of a timestamp's date part) as its UTC midnight; null when it is not a date. */
export function parseCalendarDay(isoDate: string): Date | null {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar day in `language` (fr, en-GB…); text that is not a date is returned as it came. */
export function formatDay(isoDate: string, language: string, style: DayStyle): string {
  const date = parseCalendarDay(isoDate);
  if (!date) return isoDate;
  return dateTimeFormat(language, { ...DAY_STYLES[style], timeZone: 'UTC' }).format(date);
}

/** An instant in Abidjan time, in `language`; empty when it is not an instant. */
export function formatInstant(isoInstant: string, language: string, style: InstantStyle): string {
  const date = new Date(isoInstant);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(language, { ...INSTANT_STYLES[style], timeZone: TIME_ZONE }).format(date);
}

/**
 * Builds, ahead of use, the formatters of every style in `language`, calling `pause` after each. The first formatter
 * of a language loads its locale data and each one its patterns: a millisecond or more each that, left to the first
 * render, lengthen the task that shows a page of trips; built together, a task of their own as long. `pause` lets the
 * browser run something else in between (its next task, say).
 */
export async function prepareDateFormats(language: string, pause: () => Promise<void>): Promise<void> {
  const formats = [
    ...Object.values(DAY_STYLES).map((style) => ({ ...style, timeZone: 'UTC' })),
    ...Object.values(INSTANT_STYLES).map((style) => ({ ...style, timeZone: TIME_ZONE })),
  ];
  for (const options of formats) {
    dateTimeFormat(language, options);
    await pause();
  }
}
