import { and, asc, count, eq, gt, gte, lte, max, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cities, companies, trips } from '../../db/schema';
import { fromCity, selectTrips, takenSeats, toCity, type TripRow } from './repository';

export interface LineWindow {
  /** First and last day (YYYY-MM-DD), both included. */
  firstDay: string;
  lastDay: string;
  departingAfter: Date;
}

/** Departures still to come between two days, not cancelled (a cancelled departure has no seat on sale). */
const upcoming = ({ firstDay, lastDay, departingAfter }: LineWindow) =>
  and(
    gte(trips.departureDate, firstDay),
    lte(trips.departureDate, lastDay),
    gt(trips.departsAt, departingAfter),
    gt(trips.seatsOnSale, 0),
  );

const line = (fromId: string, toId: string) => and(eq(trips.fromCityId, fromId), eq(trips.toCityId, toId));

export const cityPairRepository = {
  /** Every city's id and name: a few dozen rows, matched to a slug in memory. */
  cities(db: DbOrTx): Promise<{ id: string; name: string }[]> {
    return db.select({ id: cities.id, name: cities.name }).from(cities);
  },

  /** Per company serving the line in the window: its fares, durations and number of departures. */
  companies(db: DbOrTx, fromId: string, toId: string, window: LineWindow) {
    return db
      .select({
        id: companies.id,
        name: companies.name,
        logo: companies.logo,
        lowestPrice: min(trips.price).mapWith(Number),
        highestPrice: max(trips.price).mapWith(Number),
        shortest: min(trips.durationMinutes).mapWith(Number),
        longest: max(trips.durationMinutes).mapWith(Number),
        departures: count(),
      })
      .from(trips)
      .innerJoin(companies, eq(companies.id, trips.companyId))
      .where(and(line(fromId, toId), upcoming(window)))
      .groupBy(companies.id, companies.name, companies.logo)
      .orderBy(asc(min(trips.price)), asc(companies.name));
  },

  /** The line's next departures in the window that still have a seat, soonest first. */
  departures(
    db: DbOrTx,
    fromId: string,
    toId: string,
    window: LineWindow,
    limit: number,
  ): Promise<TripRow[]> {
    const taken = takenSeats(db);
    return selectTrips(db, taken)
      .where(and(line(fromId, toId), upcoming(window), sql`${trips.seatsOnSale} - ${taken.n} >= 1`))
      .orderBy(asc(trips.departsAt), asc(trips.price), asc(trips.id))
      .limit(limit);
  },

  /** Every line with a departure in the window, with its lowest fare. */
  lines(db: DbOrTx, window: LineWindow) {
    return db
      .select({ from: fromCity.name, to: toCity.name, lowestPrice: min(trips.price).mapWith(Number) })
      .from(trips)
      .innerJoin(fromCity, eq(fromCity.id, trips.fromCityId))
      .innerJoin(toCity, eq(toCity.id, trips.toCityId))
      .where(upcoming(window))
      .groupBy(fromCity.name, toCity.name)
      .orderBy(asc(fromCity.name), asc(toCity.name));
  },
};
