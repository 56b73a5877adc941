import { and, asc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { buses, cities, companies, trips } from '../../db/schema';

const fromCity = alias(cities, 'from_city');
const toCity = alias(cities, 'to_city');

export type CompanyRow = typeof companies.$inferSelect;

/** Trips still to leave, of one company or of all (undefined). */
function upcoming(now: Date, companyId?: string): SQL | undefined {
  return and(gt(trips.departsAt, now), companyId === undefined ? undefined : eq(trips.companyId, companyId));
}

/**
 * Each query below answers for every station at once, grouped by company: the list costs four queries
 * whatever the number of stations, never one per station.
 */
export const stationRepository = {
  async companies(db: DbOrTx, companyId?: string): Promise<CompanyRow[]> {
    return db
      .select()
      .from(companies)
      .where(companyId === undefined ? undefined : eq(companies.id, companyId));
  },

  /** Lines (distinct city pairs) and price range of the upcoming trips, per company. */
  async tripStats(db: DbOrTx, now: Date, companyId?: string) {
    return db
      .select({
        companyId: trips.companyId,
        lines: sql<number>`count(distinct (${trips.fromCityId}, ${trips.toCityId}))`.mapWith(Number),
        min: sql<number>`min(${trips.price})`.mapWith(Number),
        max: sql<number>`max(${trips.price})`.mapWith(Number),
        average: sql<number>`round(avg(${trips.price}))`.mapWith(Number),
      })
      .from(trips)
      .where(upcoming(now, companyId))
      .groupBy(trips.companyId);
  },

  /** Cities that upcoming trips leave from or go to, per company, with how many departures touch each. */
  async servedCities(db: DbOrTx, now: Date, companyId?: string) {
    const ends = db
      .select({
        companyId: trips.companyId,
        cityId: sql<string>`unnest(array[${trips.fromCityId}, ${trips.toCityId}])`.as('city_id'),
      })
      .from(trips)
      .where(upcoming(now, companyId))
      .as('ends');
    return db
      .select({
        companyId: ends.companyId,
        name: cities.name,
        departures: sql<number>`count(*)`.mapWith(Number),
      })
      .from(ends)
      .innerJoin(cities, eq(cities.id, ends.cityId))
      .groupBy(ends.companyId, cities.id, cities.name);
  },

  /** Every amenity of each company's buses, once. */
  async busAmenities(db: DbOrTx, companyId?: string) {
    const amenity = sql<string>`unnest(${buses.amenities})`;
    return db
      .selectDistinct({ companyId: buses.companyId, amenity: amenity.as('amenity') })
      .from(buses)
      .where(companyId === undefined ? undefined : eq(buses.companyId, companyId))
      .orderBy(buses.companyId, sql`2`);
  },

  /**
   * The first `perLine` upcoming departures of each line of a company, with the line's cheapest price and
   * departure count, soonest first: one pass of window functions over the company's upcoming trips.
   */
  async lines(db: DbOrTx, companyId: string, now: Date, perLine: number) {
    const line = sql`partition by ${trips.fromCityId}, ${trips.toCityId}`;
    const ranked = db
      .select({
        id: trips.id,
        fromCityId: trips.fromCityId,
        toCityId: trips.toCityId,
        departureDate: trips.departureDate,
        departureTime: trips.departureTime,
        arrivalTime: trips.arrivalTime,
        durationMinutes: trips.durationMinutes,
        departsAt: trips.departsAt,
        price: trips.price,
        stops: trips.stops,
        amenities: trips.amenities,
        rank: sql<number>`row_number() over (${line} order by ${trips.departsAt}, ${trips.id})`.as('rank'),
        priceFrom: sql<number>`min(${trips.price}) over (${line})`.as('price_from'),
        departureCount: sql<number>`count(*) over (${line})`.as('departure_count'),
      })
      .from(trips)
      .where(upcoming(now, companyId))
      .as('ranked');
    return db
      .select({
        id: ranked.id,
        from: { id: fromCity.id, name: fromCity.name },
        to: { id: toCity.id, name: toCity.name },
        departureDate: ranked.departureDate,
        departureTime: ranked.departureTime,
        arrivalTime: ranked.arrivalTime,
        durationMinutes: ranked.durationMinutes,
        price: ranked.price,
        stops: ranked.stops,
        amenities: ranked.amenities,
        priceFrom: sql<number>`${ranked.priceFrom}`.mapWith(Number),
        departureCount: sql<number>`${ranked.departureCount}`.mapWith(Number),
      })
      .from(ranked)
      .innerJoin(fromCity, eq(fromCity.id, ranked.fromCityId))
      .innerJoin(toCity, eq(toCity.id, ranked.toCityId))
      .where(lte(ranked.rank, perLine))
      .orderBy(asc(ranked.departsAt), asc(ranked.id));
  },
};

export type LineRow = Awaited<ReturnType<typeof stationRepository.lines>>[number];
export type TripStatsRow = Awaited<ReturnType<typeof stationRepository.tripStats>>[number];
