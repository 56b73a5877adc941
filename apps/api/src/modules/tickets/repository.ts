import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, buses, cities, companies, trips } from '../../db/schema';

/** A leg as the ticket prints it: names rather than ids. */
export interface TicketLegRow {
  tripId: string;
  from: string;
  to: string;
  departureDate: string;
  departureTime: string;
  arrivalTime: string;
  company: string;
  busName: string;
  busNumber: string;
}

async function findLeg(db: DbOrTx, tripId: string): Promise<TicketLegRow | null> {
  const [trip] = await db
    .select({
      tripId: trips.id,
      fromCityId: trips.fromCityId,
      toCityId: trips.toCityId,
      departureDate: trips.departureDate,
      departureTime: trips.departureTime,
      arrivalTime: trips.arrivalTime,
      company: companies.name,
      busName: buses.name,
      busNumber: buses.busNumber,
    })
    .from(trips)
    .innerJoin(companies, eq(companies.id, trips.companyId))
    .innerJoin(buses, eq(buses.id, trips.busId))
    .where(eq(trips.id, tripId));
  if (!trip) return null;
  const names = await db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(inArray(cities.id, [trip.fromCityId, trip.toCityId]));
  const name = (id: string) => names.find((c) => c.id === id)?.name ?? '';
  const { fromCityId, toCityId, ...rest } = trip;
  return { ...rest, from: name(fromCityId), to: name(toCityId) };
}

export const ticketRepository = {
  /** The booking with both legs resolved, or null when it does not exist. */
  async findTicketBooking(db: DbOrTx, id: string) {
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, id));
    if (!booking) return null;
    const outbound = await findLeg(db, booking.outboundTripId);
    if (!outbound) return null;
    const inbound = booking.returnTripId ? await findLeg(db, booking.returnTripId) : null;
    return { booking, outbound, inbound };
  },
};
