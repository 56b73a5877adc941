import {
  addDays,
  CITY_PAIR_HORIZON_DAYS,
  CITY_PAIR_LISTED_DAYS,
  CITY_PAIR_MAX_DEPARTURES,
  citySlug,
  departureInstant,
  todayIso,
  type CityPair,
  type CityPairLink,
} from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { cityPairRepository, type LineWindow } from './city-pair-repository';
import { presentTrip } from './present-trip';
import type { Answer } from './search-cache';

const horizon = (now: Date): LineWindow => {
  const today = todayIso(now);
  return { firstDay: today, lastDay: addDays(today, CITY_PAIR_HORIZON_DAYS - 1), departingAfter: now };
};

/**
 * The page of the line between two cities given by slug (DESIGN §12): the companies serving it, its fares and
 * durations over the coming weeks, and the next departures with seats left. A line with no departure in that time,
 * or a slug that names no city, is not found (the page then suggests lines that exist).
 *
 * Kept in the search cache as a search is (decision 006): it lists every day it read, so that a booking or a change
 * of a departure on any of them drops it, and it stays true until its first listed bus leaves or the day ends.
 */
export async function cityPairAnswer(
  db: DbOrTx,
  slugs: { from: string; to: string },
  now = new Date(),
): Promise<Answer> {
  const cities = await cityPairRepository.cities(db);
  const from = cities.find((city) => citySlug(city.name) === slugs.from);
  const to = cities.find((city) => citySlug(city.name) === slugs.to);
  if (!from || !to || from.id === to.id) throw notFound('cityPairNotFound');

  const window = horizon(now);
  const listed = { ...window, lastDay: addDays(window.firstDay, CITY_PAIR_LISTED_DAYS - 1) };
  const [companies, departures] = await Promise.all([
    cityPairRepository.companies(db, from.id, to.id, window),
    cityPairRepository.departures(db, from.id, to.id, listed, CITY_PAIR_MAX_DEPARTURES),
  ]);
  if (companies.length === 0) throw notFound('cityPairNotFound');

  const data: CityPair = {
    from: { _id: from.id, name: from.name },
    to: { _id: to.id, name: to.name },
    companies: companies.map(({ id, name, logo, lowestPrice, departures }) => ({
      _id: id,
      name,
      logo,
      lowestPrice,
      departures,
    })),
    fare: {
      lowest: Math.min(...companies.map((c) => c.lowestPrice)),
      highest: Math.max(...companies.map((c) => c.highestPrice)),
    },
    durationMinutes: {
      lowest: Math.min(...companies.map((c) => c.shortest)),
      highest: Math.max(...companies.map((c) => c.longest)),
    },
    departures: departures.map(presentTrip),
  };
  return {
    body: JSON.stringify({ success: true, data }),
    days: daysOf(window),
    validUntil: Math.min(
      departureInstant(addDays(window.firstDay, 1), '00:00').getTime(),
      ...departures.map((trip) => trip.departsAt.getTime()),
    ),
  };
}

/** Every line with a departure in the coming weeks (the sitemap, the suggestions of an unknown pair). */
export async function listCityPairs(db: DbOrTx, now = new Date()): Promise<CityPairLink[]> {
  return cityPairRepository.lines(db, horizon(now));
}

function daysOf({ firstDay, lastDay }: LineWindow): string[] {
  const days: string[] = [];
  for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) days.push(day);
  return days;
}
