import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client';
import { bookingSeats, bookings, buses, cities, companies, trips, users } from '../src/db/schema';
import { bookingReference } from '@gbaka/shared';
import { newId } from '../src/lib/ids';

/**
 * Small builders of catalogue rows for API tests, inserted straight into the database so that a test states
 * exactly the trips it needs instead of leaning on the demo data. Names are unique per call.
 */
let sequence = 0;
const unique = (prefix: string) => `${prefix} ${++sequence}${Math.random().toString(36).slice(2, 6)}`;

export type CityRow = typeof cities.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type BusRow = typeof buses.$inferSelect;
export type TripRow = typeof trips.$inferSelect;

export async function createCity(db: DbOrTx, name = unique('Ville')): Promise<CityRow> {
  const [row] = await db
    .insert(cities)
    .values({ id: newId(), name, country: "Côte d'Ivoire", latitude: 5.3, longitude: -4.0 })
    .returning();
  return row!;
}

export async function createCompany(db: DbOrTx, name = unique('Compagnie')): Promise<CompanyRow> {
  const [row] = await db
    .insert(companies)
    .values({ id: newId(), name, logo: 'https://example.ci/logo.png' })
    .returning();
  return row!;
}

export async function createBus(
  db: DbOrTx,
  companyId: string,
  options: { totalSeats?: number; layout?: string } = {},
): Promise<BusRow> {
  const [row] = await db
    .insert(buses)
    .values({
      id: newId(),
      companyId,
      name: unique('Car'),
      busNumber: unique('CI').replace(' ', '-'),
      model: 'Yutong ZK6122',
      type: 'Classique',
      totalSeats: options.totalSeats ?? 40,
      layout: options.layout ?? '2x2',
      amenities: ['ac'],
    })
    .returning();
  return row!;
}

/** The ISO date `days` from today (Abidjan = UTC). */
export function inDays(days: number, now = new Date()): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Date and time of the instant `hours` from now, to the minute. */
export function hoursFromNow(hours: number, now = new Date()) {
  const iso = new Date(now.getTime() + hours * 3_600_000).toISOString();
  return { departureDate: iso.slice(0, 10), departureTime: iso.slice(11, 16) };
}

export interface TripOptions {
  from?: CityRow;
  to?: CityRow;
  company?: CompanyRow;
  bus?: BusRow;
  departureDate?: string;
  departureTime?: string;
  durationMinutes?: number;
  price?: number;
  seatsOnSale?: number;
  totalSeats?: number;
  stops?: string[];
  amenities?: string[];
  features?: string[];
  popular?: boolean;
}

/** A trip and whatever it needs (cities, company, bus) not given in `options`. Tomorrow 08:00 by default. */
export async function createTrip(db: DbOrTx, options: TripOptions = {}) {
  const from = options.from ?? (await createCity(db));
  const to = options.to ?? (await createCity(db));
  const company = options.company ?? (await createCompany(db));
  const bus = options.bus ?? (await createBus(db, company.id, { totalSeats: options.totalSeats }));
  const departureDate = options.departureDate ?? inDays(1);
  const departureTime = options.departureTime ?? '08:00';
  const durationMinutes = options.durationMinutes ?? 240;
  const [trip] = await db
    .insert(trips)
    .values({
      id: newId(),
      fromCityId: from.id,
      toCityId: to.id,
      companyId: company.id,
      busId: bus.id,
      departureDate,
      departureTime,
      arrivalTime: sql`to_char(${departureTime}::time + make_interval(mins => ${durationMinutes}), 'HH24:MI')`,
      durationMinutes,
      departsAt: new Date(`${departureDate}T${departureTime}:00.000Z`),
      price: options.price ?? 10_000,
      seatsOnSale: options.seatsOnSale ?? bus.totalSeats,
      stops: options.stops ?? ['Toumodi'],
      amenities: options.amenities ?? ['wifi', 'ac'],
      features: options.features ?? [],
      popular: options.popular ?? false,
    })
    .returning();
  return { trip: trip!, from, to, company, bus };
}

/** A valid POST /api/travel/bookings body for `seats` on `trip` (and on `back`, for a round trip). */
export function bookingRequest(
  trip: TripRow,
  seats: number[],
  options: { back?: TripRow; returnSeats?: number[]; totalPrice?: number } = {},
) {
  const subtotal = seats.length * (trip.price + (options.back?.price ?? 0));
  const total = subtotal + Math.round((subtotal * 65) / 1000);
  return {
    outboundRouteId: trip.id,
    ...(options.back && { returnRouteId: options.back.id, tripType: 'roundTrip' }),
    ...(options.returnSeats && { returnSelectedSeats: options.returnSeats }),
    tripType: options.back ? 'roundTrip' : 'oneWay',
    selectedSeats: seats,
    passengerDetails: { fullName: 'Awa Koné', email: 'awa@example.ci', phoneNumber: '07 12 34 56 78' },
    totalPrice: options.totalPrice ?? total,
  };
}

export type BookingRow = typeof bookings.$inferSelect;

/**
 * A booking written straight to the database with its seats, for states the API cannot reach in a test
 * (a booking on a trip that has already left, a confirmed one without a payment).
 */
export async function insertBooking(
  db: DbOrTx,
  options: {
    trip: TripRow;
    back?: TripRow;
    /** Null for a counter sale, which belongs to nobody until its phone is claimed. */
    userId: string | null;
    seats: number[];
    status?: BookingRow['status'];
    passengerPhone?: string;
    holdExpiresAt?: Date | null;
  },
): Promise<BookingRow> {
  const id = newId();
  const subtotal = options.seats.length * (options.trip.price + (options.back?.price ?? 0));
  const fee = Math.round((subtotal * 65) / 1000);
  const [row] = await db
    .insert(bookings)
    .values({
      id,
      reference: bookingReference(id),
      userId: options.userId,
      status: options.status ?? 'confirmed',
      tripType: options.back ? 'roundTrip' : 'oneWay',
      outboundTripId: options.trip.id,
      returnTripId: options.back?.id ?? null,
      selectedSeats: options.seats,
      returnSelectedSeats: options.back ? options.seats : null,
      passengerFullName: 'Awa Koné',
      passengerEmail: 'awa@example.ci',
      passengerPhone: options.passengerPhone ?? '+2250712345678',
      subtotal,
      fee,
      totalPrice: subtotal + fee,
      holdExpiresAt: options.holdExpiresAt ?? null,
    })
    .returning();
  const legs = options.back ? [options.trip, options.back] : [options.trip];
  await db
    .insert(bookingSeats)
    .values(
      legs.flatMap((leg) =>
        options.seats.map((seatNumber) => ({ tripId: leg.id, seatNumber, bookingId: id })),
      ),
    );
  return row!;
}

/** What the payments module does once paid: confirmed, hold cleared. */
export async function confirmBooking(db: DbOrTx, id: string) {
  await db
    .update(bookings)
    .set({ status: 'confirmed', confirmedAt: new Date(), holdExpiresAt: null })
    .where(eq(bookings.id, id));
}

export async function makeAdmin(db: DbOrTx, userId: string) {
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
}
