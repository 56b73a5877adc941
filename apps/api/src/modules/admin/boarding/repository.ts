import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BookingLookup } from '@gbaka/shared';
import type { DbOrTx } from '../../../db/client';
import { bookings, buses, cities, companies, trips } from '../../../db/schema';

const fromCity = alias(cities, 'from_city');
const toCity = alias(cities, 'to_city');

export type BoardingLeg =
  Awaited<ReturnType<typeof boardingRepository.legs>> extends Map<string, infer L> ? L : never;

export const boardingRepository = {
  async find(db: DbOrTx, lookup: BookingLookup) {
    const [row] = await db
      .select()
      .from(bookings)
      .where(lookup.kind === 'id' ? eq(bookings.id, lookup.id) : eq(bookings.reference, lookup.reference));
    return row ?? null;
  },

  /** Both legs with what staff check at the door: cities, company, bus, departure. */
  async legs(db: DbOrTx, ids: string[]) {
    const rows = await db
      .select({
        id: trips.id,
        from: { id: fromCity.id, name: fromCity.name },
        to: { id: toCity.id, name: toCity.name },
        company: { id: companies.id, name: companies.name },
        bus: { id: buses.id, name: buses.name, busNumber: buses.busNumber },
        departureDate: trips.departureDate,
        departureTime: trips.departureTime,
        arrivalTime: trips.arrivalTime,
        departsAt: trips.departsAt,
      })
      .from(trips)
      .innerJoin(fromCity, eq(fromCity.id, trips.fromCityId))
      .innerJoin(toCity, eq(toCity.id, trips.toCityId))
      .innerJoin(companies, eq(companies.id, trips.companyId))
      .innerJoin(buses, eq(buses.id, trips.busId))
      .where(inArray(trips.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  },

  async markBoarded(db: DbOrTx, id: string, leg: 'outbound' | 'return', at: Date) {
    const [row] = await db
      .update(bookings)
      .set(leg === 'outbound' ? { boardedAt: at, updatedAt: at } : { returnBoardedAt: at, updatedAt: at })
      .where(eq(bookings.id, id))
      .returning();
    return row!;
  },
};
