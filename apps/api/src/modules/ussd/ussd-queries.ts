import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingSeats, cities, trips, users } from '../../db/schema';
import { searchRepository } from '../catalogue/search-repository';

export interface CityChoice {
  id: string;
  name: string;
}

/** Lower case without accents, so that "bouake" finds "Bouaké". */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** The data the USSD menus read, each a single query. */
export const ussdQueries = {
  /** The cities most departures still to come leave from (or, given `from`, go to from there), busiest first. */
  async busiestCities(db: DbOrTx, now: Date, limit: number, from?: string): Promise<CityChoice[]> {
    const city = from ? trips.toCityId : trips.fromCityId;
    return db
      .select({ id: cities.id, name: cities.name })
      .from(trips)
      .innerJoin(cities, eq(cities.id, city))
      .where(and(gt(trips.departsAt, now), from ? eq(trips.fromCityId, from) : undefined))
      .groupBy(cities.id, cities.name)
      .orderBy(desc(count()), asc(cities.name))
      .limit(limit);
  },

  /** Cities whose name, folded, is the typed one or starts with it; an exact match alone when there is one. */
  async citiesNamed(db: DbOrTx, typed: string): Promise<CityChoice[]> {
    const wanted = folded(typed);
    if (wanted.length < 2) return [];
    const all = await db.select({ id: cities.id, name: cities.name }).from(cities).orderBy(asc(cities.name));
    const exact = all.filter((c) => folded(c.name) === wanted);
    return exact.length > 0 ? exact : all.filter((c) => folded(c.name).startsWith(wanted));
  },

  /** Departures of the day still to leave with at least one seat, soonest first. */
  tripsOn(db: DbOrTx, from: string, to: string, date: string, now: Date) {
    return searchRepository.search(db, { from, to, date, minSeats: 1, departingAfter: now });
  },

  /** The first `count` seats of the trip nobody holds or owns (seats on sale are numbered from 1). */
  async firstFreeSeats(db: DbOrTx, tripId: string, wanted: number): Promise<number[] | null> {
    const [trip] = await db.select({ onSale: trips.seatsOnSale }).from(trips).where(eq(trips.id, tripId));
    if (!trip) return null;
    const taken = new Set(
      (
        await db
          .select({ seat: bookingSeats.seatNumber })
          .from(bookingSeats)
          .where(eq(bookingSeats.tripId, tripId))
      ).map((r) => r.seat),
    );
    const free: number[] = [];
    for (let seat = 1; seat <= trip.onSale && free.length < wanted; seat++)
      if (!taken.has(seat)) free.push(seat);
    return free.length === wanted ? free : null;
  },

  async userByPhone(db: DbOrTx, phone: string) {
    const [row] = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        isBanned: users.isBanned,
        role: users.role,
      })
      .from(users)
      .where(eq(users.phone, phone));
    return row;
  },
};
