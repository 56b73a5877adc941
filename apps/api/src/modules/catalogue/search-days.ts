import {
  addDays,
  departureInstant,
  NEXT_DEPARTURE_HORIZON_DAYS,
  SEARCH_DAYS_AROUND,
  todayIso,
  type SearchDays,
  type SearchDaysQuery,
} from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import type { Answer } from './search-cache';
import { searchDaysRepository } from './search-days-repository';

/**
 * The results page's strip (issue 16): each day from SEARCH_DAYS_AROUND before `date` (never before today) to as
 * many after, with its lowest fare, and the first day after `date` that has a departure. One grouped read covers
 * both. The answer is kept like a search's (decision 006): it lists every day it read, so a booking or a trip
 * change on any of them drops it, and it stays true until its first bus leaves or the day ends.
 */
export async function searchDaysAnswer(
  db: DbOrTx,
  query: SearchDaysQuery,
  now = new Date(),
): Promise<Answer> {
  const today = todayIso(now);
  const before = addDays(query.date, -SEARCH_DAYS_AROUND);
  const firstDay = before < today ? today : before;
  const lastDay = addDays(query.date, NEXT_DEPARTURE_HORIZON_DAYS);
  const rows = await searchDaysRepository.lowestPricePerDay(db, {
    from: query.from,
    to: query.to,
    company: query.companyName === 'all' ? undefined : query.companyName,
    firstDay,
    lastDay,
    minSeats: query.passengers,
    notBefore: query.departureTime === 'all' ? undefined : query.departureTime,
    departingAfter: now,
  });
  const byDay = new Map(rows.map((row) => [row.date, row.lowestPrice]));
  const stripDays = daysBetween(firstDay, addDays(query.date, SEARCH_DAYS_AROUND));
  const data: SearchDays = {
    days: stripDays.map((date) => ({ date, lowestPrice: byDay.get(date) ?? null })),
    nextDeparture: rows.find((row) => row.date > query.date)?.date ?? null,
  };
  return {
    body: JSON.stringify({ success: true, data }),
    days: daysBetween(firstDay, lastDay),
    validUntil: Math.min(
      departureInstant(addDays(today, 1), '00:00').getTime(),
      ...rows.map((row) => row.firstDeparture.getTime()),
    ),
  };
}

function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}
