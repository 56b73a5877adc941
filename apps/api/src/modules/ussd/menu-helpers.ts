import { addDays, type UssdKey } from '@gbaka/shared';
import type { Db } from '../../db/client';
import { todayInAbidjan } from '../../lib/time';
import { ussdQueries, type CityChoice } from './ussd-queries';

/** Cuts a name to fit a line; the menus show what is needed to recognise it. */
export const trim = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}.`);

/** "2025-03-14" → "14/03". */
export const shortDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/**
 * The day the caller means: 1 today, 2 tomorrow, or DDMM, this year or, once that day has passed, next year.
 * Null for anything else, or a day that does not exist.
 */
export function dayFrom(input: string, now: Date): string | null {
  const today = todayInAbidjan(now);
  if (input === '1') return today;
  if (input === '2') return addDays(today, 1);
  const match = /^(\d{2})(\d{2})$/.exec(input);
  if (!match) return null;
  const [, dd, mm] = match;
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1]) {
    const iso = `${y}-${mm}-${dd}`;
    const date = new Date(`${iso}T00:00:00.000Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return null;
    if (iso >= today) return iso;
  }
  return null;
}

/**
 * A city picked by its number in the list shown, or typed by name (accents and case ignored, a beginning is
 * enough): one match is the answer, several are the next list to pick from.
 */
export async function busiestOrNamed(
  db: Db,
  shown: CityChoice[],
  input: string,
): Promise<CityChoice | { several: CityChoice[] } | { error: UssdKey }> {
  if (/^\d+$/.test(input)) return shown[Number(input) - 1] ?? { error: 'invalid' };
  const found = await ussdQueries.citiesNamed(db, input);
  if (found.length === 0) return { error: 'unknownCity' };
  if (found.length === 1) return found[0]!;
  return { several: found.slice(0, 5) };
}
