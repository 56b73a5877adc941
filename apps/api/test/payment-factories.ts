import { bookingReference, bookingTotal } from '@gbaka/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client';
import { bookingSeats, bookings, payments } from '../src/db/schema';
import { newId } from '../src/lib/ids';
import { createTrip, type TripOptions, type TripRow } from './factories';
import { signUp, type TestContext } from './helper';

export interface BookingOptions {
  userId: string;
  trip: TripRow;
  returnTrip?: TripRow;
  seats?: number[];
  returnSeats?: number[];
  holdMinutes?: number;
  passenger?: { fullName?: string; email?: string; phone?: string };
}

/**
 * A booking as the bookings module leaves it (pending_payment, seats held until hold_expires_at), written
 * straight into the database so that payment tests do not depend on the booking routes.
 */
export async function createPendingBooking(db: DbOrTx, options: BookingOptions) {
  const seats = options.seats ?? [1, 2];
  const returnSeats = options.returnTrip ? (options.returnSeats ?? seats) : null;
  const { subtotal, fee, total } = bookingTotal({
    seats: seats.length,
    outboundPrice: options.trip.price,
    returnPrice: options.returnTrip?.price,
  });
  const id = newId();
  const [booking] = await db
    .insert(bookings)
    .values({
      id,
      reference: bookingReference(id),
      userId: options.userId,
      status: 'pending_payment',
      tripType: options.returnTrip ? 'roundTrip' : 'oneWay',
      outboundTripId: options.trip.id,
      returnTripId: options.returnTrip?.id ?? null,
      selectedSeats: seats,
      returnSelectedSeats: returnSeats,
      passengerFullName: options.passenger?.fullName ?? 'Awa Koné',
      passengerEmail: options.passenger?.email ?? 'awa.kone@example.ci',
      passengerPhone: options.passenger?.phone ?? '+2250701020304',
      subtotal,
      fee,
      totalPrice: total,
      holdExpiresAt: new Date(Date.now() + (options.holdMinutes ?? 15) * 60_000),
    })
    .returning();
  await db.insert(bookingSeats).values([
    ...seats.map((seatNumber) => ({ tripId: options.trip.id, seatNumber, bookingId: id })),
    ...(returnSeats ?? []).map((seatNumber) => ({
      tripId: options.returnTrip!.id,
      seatNumber,
      bookingId: id,
    })),
  ]);
  return booking!;
}

/** What the hold sweeper does to an expired booking (the contract with the bookings module). */
export async function expireHold(db: DbOrTx, bookingId: string) {
  await db
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelReason: 'payment_timeout',
      cancelledAt: new Date(),
      holdExpiresAt: new Date(),
    })
    .where(eq(bookings.id, bookingId));
  await db.delete(bookingSeats).where(eq(bookingSeats.bookingId, bookingId));
}

export async function readBooking(db: DbOrTx, id: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

export async function readPayment(db: DbOrTx, token: string) {
  const [row] = await db.select().from(payments).where(eq(payments.token, token));
  return row!;
}

export async function heldSeats(db: DbOrTx, bookingId: string) {
  const rows = await db.select().from(bookingSeats).where(eq(bookingSeats.bookingId, bookingId));
  return rows.map((r) => r.seatNumber).sort((a, b) => a - b);
}

/** The payment token at the end of a payment URL or a return URL. */
export function tokenOf(url: string): string {
  return new URL(url).pathname.split('/').filter(Boolean).at(-1)!;
}

/** The booking's most recent payment. */
export async function latestPayment(db: DbOrTx, bookingId: string) {
  const rows = await db.select().from(payments).where(eq(payments.bookingId, bookingId));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))[0]!;
}

/** A signed-up traveller with a pending booking on a new trip: where every payment test starts. */
export async function travellerWithBooking(
  ctx: TestContext,
  options: Partial<Omit<BookingOptions, 'userId' | 'trip'>> & { trip?: TripOptions } = {},
) {
  const traveller = await signUp(ctx.app);
  const { trip } = await createTrip(ctx.database.db, options.trip);
  const booking = await createPendingBooking(ctx.database.db, {
    ...options,
    userId: traveller.user._id,
    trip,
  });
  return { traveller, trip, booking };
}

/** POST /api/payment/initiate as `auth`. */
export function initiate(ctx: TestContext, auth: Record<string, string>, bookingId: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payment/initiate',
    headers: auth,
    payload: { bookingId },
  });
}
