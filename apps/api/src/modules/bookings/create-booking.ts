import {
  bookingReference,
  bookingTotal,
  formatFcfa,
  type Booking,
  type CreateBookingRequest,
  type Language,
} from '@gbaka/shared';
import type { Db, Tx } from '../../db/client';
import { isRetryable } from '../../lib/database-errors';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { checkLegs } from './check-legs';
import { presentBooking } from './present-booking';
import { bookingRepository, type NewBooking, type SeatRow } from './repository';

const ATTEMPTS = 3;
const REFERENCE_ATTEMPTS = 5;

export interface BookingLimits {
  holdMinutes: number;
  /** What one traveller may hold unpaid at once (DESIGN §3): bookings, and seats over all their legs. */
  maxUnpaidBookings: number;
  maxUnpaidSeats: number;
}

/** Where the booking is made (WAVE 2): the web by default; USSD names the language its notices go in. */
export interface BookingOrigin {
  channel: 'online' | 'ussd';
  language?: Language;
}

/**
 * Books seats for a signed-in traveller (DESIGN §4): the server computes the total (409 with `currentTotal`
 * when the traveller saw another one), then, in one transaction, frees the expired holds on the trips
 * concerned, inserts the booking `pending_payment` with a hold of `holdMinutes`, and claims its seats. The
 * primary key of booking_seats decides who gets a seat, whatever the number of API instances: the loser gets
 * 409 naming the seats, and its transaction rolls back, leaving nothing behind. One traveller cannot hoard a
 * bus: past their caps on unpaid bookings and seats, a new booking is a 409 naming the limit.
 */
export async function createBooking(
  db: Db,
  userId: string,
  request: CreateBookingRequest,
  limits: BookingLimits,
  now = new Date(),
  origin: BookingOrigin = { channel: 'online' },
): Promise<Booking> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => book(tx, userId, request, limits, now, origin));
    } catch (error) {
      // Two bookings claiming overlapping seats can deadlock; PostgreSQL aborts one, which tries again.
      if (!isRetryable(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

async function book(
  tx: Tx,
  userId: string,
  request: CreateBookingRequest,
  limits: BookingLimits,
  now: Date,
  origin: BookingOrigin,
) {
  const tripIds = request.returnRouteId
    ? [request.outboundRouteId, request.returnRouteId]
    : [request.outboundRouteId];
  const legs = await bookingRepository.legs(tx, tripIds);
  const { outbound, back } = checkLegs(request, legs, now);

  const total = bookingTotal({
    seats: request.selectedSeats.length,
    outboundPrice: outbound.price,
    returnPrice: back?.price,
  });
  if (total.total !== request.totalPrice) {
    throw new AppError('CONFLICT', 'priceChanged', {
      params: { total: formatFcfa(total.total) },
      data: { currentTotal: total.total },
    });
  }

  const returnSeats = back ? (request.returnSelectedSeats ?? request.selectedSeats).length : 0;
  await checkUnpaidCaps(tx, userId, request.selectedSeats.length + returnSeats, limits);

  await bookingRepository.releaseExpiredHolds(tx, tripIds);
  const booking = await insertBooking(tx, {
    userId,
    status: 'pending_payment',
    tripType: request.tripType,
    outboundTripId: outbound.id,
    returnTripId: back?.id ?? null,
    selectedSeats: request.selectedSeats,
    returnSelectedSeats: back ? (request.returnSelectedSeats ?? request.selectedSeats) : null,
    passengerFullName: request.passengerDetails.fullName,
    passengerEmail: request.passengerDetails.email,
    passengerPhone: request.passengerDetails.phoneNumber,
    passengers: request.passengers ?? null,
    channel: origin.channel,
    language: origin.language ?? null,
    subtotal: total.subtotal,
    fee: total.fee,
    totalPrice: total.total,
    holdExpiresAt: new Date(now.getTime() + limits.holdMinutes * 60_000),
  });

  const wanted = seatRows(outbound.id, booking.selectedSeats, back?.id, booking.returnSelectedSeats);
  const claimed = await bookingRepository.claimSeats(tx, booking.id, wanted);
  if (claimed.length < wanted.length) {
    const got = new Set(claimed.map((s) => `${s.tripId}:${s.seatNumber}`));
    const taken = wanted.filter((s) => !got.has(`${s.tripId}:${s.seatNumber}`)).map((s) => s.seatNumber);
    throw new AppError('CONFLICT', 'seatTaken', {
      params: { seats: [...new Set(taken)].join(', ') },
      data: { takenSeats: taken },
    });
  }
  return presentBooking(booking, legs);
}

/** 409 when this booking would take the traveller past what they may hold unpaid. */
async function checkUnpaidCaps(tx: Tx, userId: string, seats: number, limits: BookingLimits) {
  const held = await bookingRepository.lockUnpaidHoldings(tx, userId);
  if (held.bookings + 1 > limits.maxUnpaidBookings) {
    throw new AppError('CONFLICT', 'unpaidBookingsLimit', { params: { max: limits.maxUnpaidBookings } });
  }
  if (held.seats + seats > limits.maxUnpaidSeats) {
    throw new AppError('CONFLICT', 'unpaidSeatsLimit', {
      params: { max: limits.maxUnpaidSeats, held: held.seats },
    });
  }
}

/** A new id whose reference (its last 8 characters) is not taken yet; a clash draws another id. */
async function insertBooking(tx: Tx, values: Omit<NewBooking, 'id' | 'reference'>) {
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
    const id = newId();
    const row = await bookingRepository.insertUnlessReferenceTaken(tx, {
      ...values,
      id,
      reference: bookingReference(id),
    });
    if (row) return row;
  }
  throw new Error('no free booking reference after several attempts');
}

/**
 * Seats to claim, in one global order (trip, then seat): two bookings wanting overlapping seats then wait for
 * each other in the same order, which keeps PostgreSQL from deadlocking them.
 */
function seatRows(outboundId: string, seats: number[], returnId?: string, returnSeats?: number[] | null) {
  const rows: SeatRow[] = seats.map((seatNumber) => ({ tripId: outboundId, seatNumber }));
  if (returnId && returnSeats)
    rows.push(...returnSeats.map((seatNumber) => ({ tripId: returnId, seatNumber })));
  return rows.sort((a, b) => a.tripId.localeCompare(b.tripId) || a.seatNumber - b.seatNumber);
}
