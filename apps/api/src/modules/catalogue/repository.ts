import { and, asc, count, desc, eq, exists, gt, gte, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { isUuid } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { bookingSeats, buses, cities, companies, trips } from '../../db/schema';

export const fromCity = alias(cities, 'from_city');
export const toCity = alias(cities, 'to_city');

/** What narrows a list of trips; every field is optional and they combine with AND. */
export interface TripFilter {
  /** City id or name (any case). */
  from?: string;
  to?: string;
  /** Company id or name (any case). */
  company?: string;
  date?: string;
  /** Departure within `minutes` of this "HH:MM" (routes list). */
  near?: { time: string; minutes: number };
  /** Only trips leaving after this instant (not yet departed). */
  departingAfter?: Date;
}

/**
 * Seats held or sold, counted per trip in a lateral subquery: one index-only probe of booking_seats' primary
 * key (trip_id, seat_number) per trip returned, in the same statement, never a query per trip.
 */
export function takenSeats(db: DbOrTx) {
  return db
    .select({ n: sql<number>`count(*)::int`.as('n') })
    .from(bookingSeats)
    .where(eq(bookingSeats.tripId, trips.id))
    .as('taken');
}

export type Taken = ReturnType<typeof takenSeats>;

export function tripColumns(taken: Taken) {
  return {
    id: trips.id,
    departureDate: trips.departureDate,
    departureTime: trips.departureTime,
    arrivalTime: trips.arrivalTime,
    durationMinutes: trips.durationMinutes,
    departsAt: trips.departsAt,
    price: trips.price,
    seatsOnSale: trips.seatsOnSale,
    stops: trips.stops,
    amenities: trips.amenities,
    features: trips.features,
    popular: trips.popular,
    from: { id: fromCity.id, name: fromCity.name },
    to: { id: toCity.id, name: toCity.name, isFeatured: toCity.isFeatured },
    company: { id: companies.id, name: companies.name, logo: companies.logo },
    bus: {
      id: buses.id,
      name: buses.name,
      busNumber: buses.busNumber,
      model: buses.model,
      type: buses.type,
      totalSeats: buses.totalSeats,
      layout: buses.layout,
      amenities: buses.amenities,
    },
    // Clamped: seats sold before an administrator lowered the seats on sale must not make it negative.
    availableSeats: sql<number>`greatest(${trips.seatsOnSale} - ${taken.n}, 0)`.mapWith(Number),
  };
}

export function selectTrips(db: DbOrTx, taken: Taken) {
  return db
    .select(tripColumns(taken))
    .from(trips)
    .innerJoin(fromCity, eq(fromCity.id, trips.fromCityId))
    .innerJoin(toCity, eq(toCity.id, trips.toCityId))
    .innerJoin(companies, eq(companies.id, trips.companyId))
    .innerJoin(buses, eq(buses.id, trips.busId))
    .innerJoinLateral(taken, sql`true`);
}

export type TripRow = Awaited<ReturnType<ReturnType<typeof selectTrips>['execute']>>[number];

/** An id compares with the id column (only when it is one: PostgreSQL rejects a malformed uuid); a name with lower(). */
function matchesRef(idColumn: AnyPgColumn, nameColumn: AnyPgColumn, value: string): SQL {
  return isUuid(value)
    ? sql`${idColumn} = ${value.toLowerCase()}::uuid`
    : sql`lower(${nameColumn}) = lower(${value})`;
}

function conditions(filter: TripFilter): SQL | undefined {
  const { from, to, company, date, near, departingAfter } = filter;
  return and(
    from === undefined ? undefined : matchesRef(trips.fromCityId, fromCity.name, from),
    to === undefined ? undefined : matchesRef(trips.toCityId, toCity.name, to),
    company === undefined ? undefined : matchesRef(trips.companyId, companies.name, company),
    date === undefined ? undefined : eq(trips.departureDate, date),
    near === undefined
      ? undefined
      : sql`abs(extract(epoch from (${trips.departureTime}::time - ${near.time}::time)) / 60) <= ${near.minutes}`,
    departingAfter === undefined ? undefined : gt(trips.departsAt, departingAfter),
  );
}

/** The order departures are listed in: soonest first, then cheapest, then by id so that ties keep one order. */
const soonestFirst = [asc(trips.departsAt), asc(trips.price), asc(trips.id)];

// The partial indexes' predicate as it is written there, not `= $1`: a generic plan could not match a parameter.
const popular = sql`${trips.popular}`;

/**
 * The id of the next trip matching `where` after `now`, as a subquery: one descent of the trips index that starts
 * with `where`'s columns and goes on with departs_at. Of two departures at the same minute it takes the first the
 * index holds (a tie-break by price or id would make PostgreSQL read and sort them all).
 */
function nextDeparture(db: DbOrTx, where: SQL | undefined, now: Date) {
  return db
    .select({ id: trips.id })
    .from(trips)
    .where(and(where, gt(trips.departsAt, now)))
    .orderBy(asc(trips.departsAt))
    .limit(1);
}

export const catalogueRepository = {
  /**
   * Names of every city, or of those with a trip leaving from (or arriving at) them after `now`. The bound on
   * the departure date says again what `departs_at > now` implies (Abidjan is UTC+0): it lets each probe of
   * trips_search_idx skip a year of past trips inside the index instead of reading them from the table, 30 ms
   * instead of 1.2 s for the departure list on a million trips (docs/BENCHMARKS.md).
   */
  async cityNames(db: DbOrTx, kind: 'all' | 'departure' | 'arrival', now: Date): Promise<string[]> {
    const column = kind === 'arrival' ? trips.toCityId : trips.fromCityId;
    const served = exists(
      db
        .select({ one: sql`1` })
        .from(trips)
        .where(
          and(
            eq(column, cities.id),
            gte(trips.departureDate, now.toISOString().slice(0, 10)),
            gt(trips.departsAt, now),
          ),
        ),
    );
    const rows = await db
      .select({ name: cities.name })
      .from(cities)
      .where(kind === 'all' ? undefined : served);
    return rows.map((r) => r.name);
  },

  async companies(db: DbOrTx) {
    return db.select().from(companies).orderBy(asc(companies.name));
  },

  async findTrips(db: DbOrTx, filter: TripFilter, options: { limit?: number; offset?: number } = {}) {
    const taken = takenSeats(db);
    const query = selectTrips(db, taken)
      .where(conditions(filter))
      .orderBy(...soonestFirst)
      .$dynamic();
    if (options.limit !== undefined) query.limit(options.limit);
    if (options.offset) query.offset(options.offset);
    return query;
  },

  /** Trips matching `filter`, for pagination totals. */
  async countTrips(db: DbOrTx, filter: TripFilter): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(trips)
      .innerJoin(fromCity, eq(fromCity.id, trips.fromCityId))
      .innerJoin(toCity, eq(toCity.id, trips.toCityId))
      .innerJoin(companies, eq(companies.id, trips.companyId))
      .where(conditions(filter));
    return row?.n ?? 0;
  },

  async findTrip(db: DbOrTx, id: string): Promise<TripRow | null> {
    const [row] = await prepared(db).trip.execute({ id });
    return row ?? null;
  },

  /** A trip's bus and the seat numbers held or sold on it, in one prepared statement (the seat map). */
  async seatMap(db: DbOrTx, tripId: string) {
    const [row] = await prepared(db).seatMap.execute({ id: tripId });
    return row ?? null;
  },

  /**
   * The next departure to each destination served after `now` (a popular one first), featured cities first. One
   * probe per city, each one descent of trips_popular_to_departs_idx (then of trips_to_departs_idx for a city
   * without popular departures), instead of a sort of every future trip (docs/BENCHMARKS.md).
   */
  async nextTripPerDestination(db: DbOrTx, now: Date, limit: number): Promise<TripRow[]> {
    const to = eq(trips.toCityId, cities.id);
    // coalesce evaluates its second argument only when the first is null.
    const next = sql<string>`coalesce(${nextDeparture(db, and(to, popular), now)}, ${nextDeparture(db, to, now)})`;
    // A join rather than `in`: PostgreSQL would evaluate the probes twice, to pick the ids and to look them up.
    const firsts = db
      .select({ id: next.as('next_trip_id') })
      .from(cities)
      .as('firsts');
    const taken = takenSeats(db);
    return selectTrips(db, taken)
      .innerJoin(firsts, eq(firsts.id, trips.id))
      .orderBy(desc(toCity.isFeatured), ...soonestFirst)
      .limit(limit);
  },

  /**
   * The next popular departure of each city pair after `now`. The pairs are those of the popular trips
   * themselves (a trip made or marked popular by hand has no popular timetable), found by a skip scan of
   * trips_popular_pair_departs_idx, one descent per pair asking for the pair after the last one (PostgreSQL 15
   * would read every popular trip for a `distinct`); then one descent per pair for its next departure.
   */
  async nextPopularTripPerPair(db: DbOrTx, now: Date, limit: number): Promise<TripRow[]> {
    // The first pair of popular trips in the index's order, or the first after `after`.
    const pairAfter = (after?: SQL) =>
      db
        .select({ from: trips.fromCityId, to: trips.toCityId })
        .from(trips)
        .where(and(popular, after))
        .orderBy(trips.fromCityId, trips.toCityId)
        .limit(1);
    const afterLast = sql`(${trips.fromCityId}, ${trips.toCityId}) > (pairs.from_id, pairs.to_id)`;
    const ofPair = and(
      eq(trips.fromCityId, sql`pairs.from_id`),
      eq(trips.toCityId, sql`pairs.to_id`),
      popular,
    );
    const firsts = sql`with recursive pairs (from_id, to_id) as (
        ${pairAfter()} union all select next.* from pairs cross join lateral ${pairAfter(afterLast)} next)
      select ${nextDeparture(db, ofPair, now)} from pairs`;
    const taken = takenSeats(db);
    return selectTrips(db, taken)
      .where(sql`${trips.id} in (${firsts})`)
      .orderBy(...soonestFirst)
      .limit(limit);
  },
};

/** A named parameter of a prepared statement, given its value at each execution. */
export const placeholder = (name: string) => sql.placeholder(name);

function prepareAll(db: DbOrTx) {
  const trip = selectTrips(db, takenSeats(db))
    .where(eq(trips.id, sql`${placeholder('id')}::uuid`))
    .prepare('catalogue_trip');

  const seatMap = db
    .select({
      id: trips.id,
      seatsOnSale: trips.seatsOnSale,
      bus: { id: buses.id, name: buses.name, totalSeats: buses.totalSeats, layout: buses.layout },
      taken: sql<
        number[]
      >`array(select ${bookingSeats.seatNumber} from ${bookingSeats} where ${bookingSeats.tripId} = ${trips.id})`,
    })
    .from(trips)
    .innerJoin(buses, eq(buses.id, trips.busId))
    .where(eq(trips.id, sql`${placeholder('id')}::uuid`))
    .prepare('catalogue_seat_map');

  return { trip, seatMap };
}

// Prepared statements belong to the database handle that made them; one set per handle (the app's, a test's).
const statements = new WeakMap<DbOrTx, ReturnType<typeof prepareAll>>();
function prepared(db: DbOrTx) {
  let set = statements.get(db);
  if (!set) statements.set(db, (set = prepareAll(db)));
  return set;
}
