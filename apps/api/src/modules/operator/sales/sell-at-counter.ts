import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { bookingReference, type Booking, type CounterSale } from '@gbaka/shared';
import type { Db, Tx } from '../../../db/client';
import { idempotencyKeys, payments } from '../../../db/schema';
import { isRetryable } from '../../../lib/database-errors';
import { AppError, notFound } from '../../../lib/errors';
import { newId, randomToken } from '../../../lib/ids';
import { checkLegs } from '../../bookings/check-legs';
import { presentBooking } from '../../bookings/present-booking';
import { bookingRepository, type BookingRow } from '../../bookings/repository';
import type { Staff } from '../staff-access';

const ATTEMPTS = 3;
const REFERENCE_ATTEMPTS = 5;

export interface SaleAnswer {
  booking: Booking;
  /** False when this answer is the stored one of an earlier request with the same key. */
  fresh: boolean;
}

const hashOf = (sale: CounterSale) => createHash('sha256').update(JSON.stringify(sale)).digest('hex');

/**
 * POST /operator/sales: a cash sale at the counter (DESIGN §10), confirmed at once, on the same seat inventory
 * as the web (booking_seats decides), at the company's fare with no fee, channel 'counter', sold by the agent.
 * The Idempotency-Key row is claimed first in the sale's transaction: a twin request waits on its primary key,
 * then reads the first answer; a sale that fails rolls the key back with it, so the agent may try again.
 */
export async function sellAtCounter(
  db: Db,
  staff: Staff,
  key: string,
  sale: CounterSale,
  now = new Date(),
): Promise<SaleAnswer> {
  const scope = `operator-sale:${staff.userId}`;
  const requestHash = hashOf(sale);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const claimed = await tx
          .insert(idempotencyKeys)
          .values({ scope, key, requestHash, statusCode: 0, response: {} })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (claimed.length === 0) return replay(tx, scope, key, requestHash);
        const booking = await sell(tx, staff, sale, now);
        await tx
          .update(idempotencyKeys)
          .set({ statusCode: 201, response: booking })
          .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
        return { booking, fresh: true };
      });
    } catch (error) {
      if (!isRetryable(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

async function replay(tx: Tx, scope: string, key: string, requestHash: string): Promise<SaleAnswer> {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!row || row.requestHash !== requestHash) throw new AppError('CONFLICT', 'idempotencyKeyReused');
  return { booking: row.response as Booking, fresh: false };
}

async function sell(tx: Tx, staff: Staff, sale: CounterSale, now: Date): Promise<Booking> {
  const legs = await bookingRepository.legs(tx, [sale.tripId]);
  const trip = legs.get(sale.tripId);
  // Another company's departure is unknown here, as everywhere in the workspace (DESIGN §9).
  if (!trip || trip.company.id !== staff.companyId) throw notFound('tripNotFound');
  const { outbound } = checkLegs(
    {
      outboundRouteId: sale.tripId,
      tripType: 'oneWay',
      selectedSeats: sale.seats,
      returnSelectedSeats: undefined,
      passengerDetails: { fullName: sale.passengers[0]!.fullName, email: '', phoneNumber: sale.phone ?? '' },
      passengers: sale.passengers,
      totalPrice: 0,
    },
    legs,
    now,
  );
  const subtotal = outbound.price * sale.seats.length;
  await bookingRepository.releaseExpiredHolds(tx, [outbound.id]);
  const booking = await insertBooking(tx, {
    userId: null,
    status: 'confirmed',
    tripType: 'oneWay',
    outboundTripId: outbound.id,
    returnTripId: null,
    selectedSeats: sale.seats,
    returnSelectedSeats: null,
    passengerFullName: sale.passengers[0]!.fullName,
    passengerEmail: '',
    passengerPhone: sale.phone ?? '',
    passengers: sale.passengers,
    channel: 'counter',
    soldBy: staff.userId,
    subtotal,
    fee: 0,
    totalPrice: subtotal,
    holdExpiresAt: null,
    confirmedAt: now,
  });
  const wanted = [...sale.seats]
    .sort((a, b) => a - b)
    .map((seatNumber) => ({ tripId: outbound.id, seatNumber }));
  const got = await bookingRepository.claimSeats(tx, booking.id, wanted);
  if (got.length < wanted.length) {
    const mine = new Set(got.map((s) => s.seatNumber));
    const taken = wanted.map((s) => s.seatNumber).filter((s) => !mine.has(s));
    throw new AppError('CONFLICT', 'seatTaken', {
      params: { seats: taken.join(', ') },
      data: { takenSeats: taken },
    });
  }
  await tx.insert(payments).values({
    id: newId(),
    bookingId: booking.id,
    provider: 'counter',
    token: randomToken(),
    amount: subtotal,
    status: 'success',
    method: 'cash',
    details: { soldBy: staff.userId },
  });
  return presentBooking(booking, legs);
}

async function insertBooking(
  tx: Tx,
  values: Omit<
    BookingRow,
    | 'id'
    | 'reference'
    | 'createdAt'
    | 'updatedAt'
    | 'language'
    | 'cancelledAt'
    | 'cancelReason'
    | 'refundAmount'
    | 'boardedAt'
    | 'returnBoardedAt'
    | 'boardingCode'
  >,
) {
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
