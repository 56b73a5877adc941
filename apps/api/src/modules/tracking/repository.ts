import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BookingLookup } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { bookings, buses, cities, companies, companyMembers, trips } from '../../db/schema';

const fromCity = alias(cities, 'from_city');
const toCity = alias(cities, 'to_city');
const city = (c: typeof fromCity | typeof toCity) => ({
  id: c.id,
  name: c.name,
  latitude: c.latitude,
  longitude: c.longitude,
});

/**
 * Only what tracking may show or needs to decide: no payment columns, the user id only to recognise the owner and
 * the company to recognise its staff.
 */
export const trackingRepository = {
  async findBooking(db: DbOrTx, lookup: BookingLookup) {
    const [row] = await db
      .select({
        id: bookings.id,
        reference: bookings.reference,
        userId: bookings.userId,
        status: bookings.status,
        tripType: bookings.tripType,
        outboundTripId: bookings.outboundTripId,
        returnTripId: bookings.returnTripId,
        holdExpiresAt: bookings.holdExpiresAt,
        passengerFullName: bookings.passengerFullName,
        passengerEmail: bookings.passengerEmail,
        passengerPhone: bookings.passengerPhone,
      })
      .from(bookings)
      .where(lookup.kind === 'id' ? eq(bookings.id, lookup.id) : eq(bookings.reference, lookup.reference));
    return row ?? null;
  },

  /** The company the user works for, if any (DESIGN §9): its staff see their own passengers in full. */
  async companyOf(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .where(eq(companyMembers.userId, userId));
    return row?.companyId ?? null;
  },

  /** The booking's legs with both cities' coordinates, the company and the bus, keyed by trip id. */
  async legs(db: DbOrTx, tripIds: string[]) {
    const rows = await db
      .select({
        id: trips.id,
        from: city(fromCity),
        to: city(toCity),
        departureDate: trips.departureDate,
        departureTime: trips.departureTime,
        arrivalTime: trips.arrivalTime,
        departsAt: trips.departsAt,
        durationMinutes: trips.durationMinutes,
        delayMinutes: trips.delayMinutes,
        delayReason: trips.delayReason,
        stops: trips.stops,
        companyId: trips.companyId,
        companyName: companies.name,
        bus: { name: buses.name, busNumber: buses.busNumber, totalSeats: buses.totalSeats },
      })
      .from(trips)
      .innerJoin(fromCity, eq(fromCity.id, trips.fromCityId))
      .innerJoin(toCity, eq(toCity.id, trips.toCityId))
      .innerJoin(companies, eq(companies.id, trips.companyId))
      .leftJoin(buses, eq(buses.id, trips.busId))
      .where(inArray(trips.id, tripIds));
    return new Map(rows.map((row) => [row.id, row]));
  },
};

export type TrackedBooking = NonNullable<Awaited<ReturnType<typeof trackingRepository.findBooking>>>;
export type TrackedLeg = NonNullable<ReturnType<Awaited<ReturnType<typeof trackingRepository.legs>>['get']>>;
