import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { bookingReference, type Booking, type CounterSale, type Language } from '@gbaka/shared';
import type { Db, Tx } from '../../../db/client';
import { idempotencyKeys } from '../../../db/schema';
import { isRetryable } from '../../../lib/database-errors';
import { AppError, notFound } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import { checkLegs } from '../../bookings/check-legs';
import { presentBooking } from '../../bookings/present-booking';
import { bookingRepository, type BookingRow } from '../../bookings/repository';
import { assertDrawerOpen } from '../drawer/close-day';
import type { Staff } from '../staff-access';
import { saleRepository } from './sale-repository';

const ATTEMPTS = 3;
const REFERENCE_ATTEMPTS = 5;

export interface SaleAnswer {
  booking: Booking;
  /** False when this answer is the stored one of an earlier request with the same key. */
  fresh: boolean;
}

const scopeOf = (staff: Staff) => `operator-sale:${staff.userId}`;
const hashOf = (sale: CounterSale) => createHash('sha256').update(JSON.stringify(sale)).digest('hex');

/**
 * POST /operator/sales: a sale at the counter (DESIGN §10), on the same seat inventory
 * as the web (booking_seats decides), at the company's fare with no fee, channel 'counter', sold by the agent.
 * Cash is confirmed at once; mobile money holds the seats as a web booking does (`holdMinutes`) until the
 * provider confirms the payment pushed to the payer's phone (the route pushes it once the sale is committed).
 * The Idempotency-Key row is claimed first in the sale's transaction: a twin request waits on its primary key,
 * then reads the first answer; a sale that fails rolls the key back with it, so the agent may try again.
 */
export async function sellAtCounter(
  db: Db,
  staff: Staff,
  key: string,
  sale: CounterSale,
  options: { holdMinutes: number; language: Language },
  now = new Date(),
): Promise<SaleAnswer> {
  const scope = scopeOf(staff);
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
        const booking = await sell(tx, staff, sale, options, now);
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

async function sell(
  tx: Tx,
  staff: Staff,
  sale: CounterSale,
  { holdMinutes, language }: { holdMinutes: number; language: Language },
  now: Date,
): Promise<Booking> {
  await assertDrawerOpen(tx, staff, now);
  const cash = sale.payment.method === 'cash';
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
    status: cash ? 'confirmed' : 'pending_payment',
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
    // The language the agent sold in: the traveller's ticket, SMS and receipt, and later notices, speak it.
    language,
    soldBy: staff.userId,
    subtotal,
    fee: 0,
    totalPrice: subtotal,
    holdExpiresAt: cash ? null : new Date(now.getTime() + holdMinutes * 60_000),
    confirmedAt: cash ? now : null,
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
  if (cash) await saleRepository.insertCashPayment(tx, booking, staff.userId);
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

/**
 * A mobile-money sale whose push the provider refused: the hold is given up (seats freed) and its key forgotten,
 * so that the agent may try again, or take cash, with nothing left behind.
 */
export async function abandonHeldSale(db: Db, staff: Staff, key: string, bookingId: string) {
  await db.transaction(async (tx) => {
    const booking = await bookingRepository.findForUpdate(tx, bookingId);
    if (booking?.status === 'pending_payment') {
      await bookingRepository.update(tx, bookingId, {
        status: 'cancelled',
        cancelReason: 'payment_failed',
        cancelledAt: new Date(),
        holdExpiresAt: null,
      });
      await bookingRepository.releaseSeats(tx, bookingId);
    }
    await tx
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scopeOf(staff)), eq(idempotencyKeys.key, key)));
  });
}
