import {
  bookingTotal,
  canTravellerChange,
  formatFcfa,
  isFreeMove,
  type BookingChangeRequest,
} from '@gbaka/shared';
import type { Db, Tx } from '../../db/client';
import { isRetryable } from '../../lib/database-errors';
import { AppError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { AuthUser } from '../../plugins/authentication';
import { applyChange } from './apply-change';
import { changeRepository } from './change-repository';
import { checkLeg } from './check-legs';
import { bookingRepository, type BookingRow, type Leg, type SeatRow } from './repository';

const ATTEMPTS = 3;
const MINUTE_MS = 60_000;

export interface ChangeOutcome {
  booking: BookingRow;
  /** F CFA to pay before the change applies (it waits, holding the new seats); 0 when applied now. */
  amountDue: number;
  /** F CFA recorded for the refund queue. */
  refundDue: number;
  /** Whether the ticket was re-issued (the change applied): it is mailed after the commit. */
  applied: boolean;
}

/**
 * POST /travel/bookings/{id}/change (issue 16, DESIGN §10). The owner moves a confirmed booking, until 24 h
 * before it leaves, to another departure of the same line with as many seats, chosen on the new bus; or,
 * after the company cancelled its departure (issue 17), moves it for free. In one transaction, the booking
 * locked as payments lock it: the new seats are claimed under the booking first (the seats' primary key
 * decides, as for a booking: a seat taken is a 409 naming it and nothing changes), and only then are the old
 * ones released. The server computes the total as for a booking. Same or lower: applied at once, a lower
 * total recording its difference in the refund queue. Higher: the change waits for the difference, paid
 * through POST /payment/initiate, holding both the old and the new seats until it is paid (applied then) or
 * its hold runs out (the new seats freed, the booking as it was). A free move costs nothing and is refunded
 * nothing beyond the cancellation: the booking keeps what it paid, is confirmed again, and the full refund
 * its cancellation recorded is voided (refused once that refund was made).
 */
export async function changeBooking(
  db: Db,
  user: AuthUser,
  id: string,
  request: BookingChangeRequest,
  holdMinutes: number,
  now = new Date(),
): Promise<ChangeOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => change(tx, user, id, request, holdMinutes, now));
    } catch (error) {
      // Two changes or bookings claiming overlapping seats can deadlock; PostgreSQL aborts one, which retries.
      if (!isRetryable(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** A journey the request moves: which one, where it is now, and the departure and seats it goes to. */
interface Wanted {
  leg: 'outbound' | 'return';
  current: Leg;
  currentSeats: number[];
  target: Leg;
  seats: number[];
}

async function change(
  tx: Tx,
  user: AuthUser,
  id: string,
  request: BookingChangeRequest,
  holdMinutes: number,
  now: Date,
): Promise<ChangeOutcome> {
  const row = await bookingRepository.findForUpdate(tx, id);
  // Only its owner changes a booking; anyone else, an administrator too, learns nothing of it.
  if (!row || row.userId !== user.id) throw notFound('bookingNotFound');
  // Only a booking that was paid moves for free: an unpaid one cancelled with its departure had bought nothing.
  const free = isFreeMove(row) && row.confirmedAt !== null;
  if (request.leg !== 'outbound' && !row.returnTripId) {
    throw new AppError('VALIDATION', 'changeNoReturn', {
      errors: [{ field: 'leg', message: 'changeNoReturn' }],
    });
  }
  const legs = await bookingRepository.legs(
    tx,
    [row.outboundTripId, row.returnTripId, request.tripId, request.returnTripId].filter((t): t is string =>
      Boolean(t),
    ),
  );
  const current = legs.get(row.outboundTripId)!;
  const back = row.returnTripId ? legs.get(row.returnTripId) : undefined;
  const returnSeats = row.returnSelectedSeats ?? row.selectedSeats;
  const movesOutbound = request.leg !== 'return';
  const movesReturn = request.leg !== 'outbound';
  if (!free) {
    if (row.status !== 'confirmed') throw new AppError('CONFLICT', 'changeNotAllowed');
    // The window is each moved journey's: a return can still change after the outbound bus has left.
    if (movesOutbound && !canTravellerChange(row.status, current.departsAt, now))
      throw new AppError('CONFLICT', 'changeTooLate');
    if (movesReturn && back && !canTravellerChange(row.status, back.departsAt, now))
      throw new AppError('CONFLICT', 'changeTooLateReturn');
  } else if (await refundAlreadyMade(tx, row)) {
    throw new AppError('CONFLICT', 'changeRefundMade');
  }

  const wanted: Wanted[] = [];
  if (movesOutbound) {
    wanted.push({
      leg: 'outbound',
      current,
      currentSeats: row.selectedSeats,
      target: legs.get(request.tripId)!,
      seats: request.seats,
    });
  }
  if (movesReturn && back) {
    const both = request.leg === 'both';
    wanted.push({
      leg: 'return',
      current: back,
      currentSeats: returnSeats,
      target: legs.get((both ? request.returnTripId : request.tripId)!)!,
      seats: (both ? request.returnSeats : request.seats)!,
    });
  }
  for (const move of wanted) checkTarget(move, row.selectedSeats.length, now, request.leg === 'both');
  const newOutbound = wanted.find((m) => m.leg === 'outbound')?.target ?? current;
  const newReturn = wanted.find((m) => m.leg === 'return')?.target ?? back;
  if (
    newReturn &&
    newReturn.departsAt.getTime() < newOutbound.departsAt.getTime() + newOutbound.durationMinutes * MINUTE_MS
  ) {
    throw new AppError('VALIDATION', 'returnBeforeArrival', {
      errors: [
        {
          field: movesReturn ? (request.leg === 'both' ? 'returnTripId' : 'tripId') : 'tripId',
          message: 'returnBeforeArrival',
        },
      ],
    });
  }

  const total = free
    ? { subtotal: row.subtotal, fee: row.fee, total: row.totalPrice }
    : bookingTotal({
        seats: row.selectedSeats.length,
        outboundPrice: newOutbound.price,
        returnPrice: newReturn?.price,
      });
  if (total.total !== request.totalPrice) {
    throw new AppError('CONFLICT', 'priceChanged', {
      params: { total: formatFcfa(total.total) },
      data: { currentTotal: total.total },
    });
  }

  // A change still waiting for payment gives way to this one: its new seats are freed first.
  const waiting = await changeRepository.awaitingOf(tx, row.id);
  if (waiting) {
    await changeRepository.releaseNewSeats(tx, waiting);
    await changeRepository.update(tx, waiting.id, { status: 'void' });
  }

  await bookingRepository.releaseExpiredHolds(
    tx,
    wanted.map((m) => m.target.id),
  );
  const seats: SeatRow[] = wanted.flatMap((m) =>
    m.seats.map((seatNumber) => ({ tripId: m.target.id, seatNumber })),
  );
  // A free move's booking was cancelled with its seats freed on both journeys: the one not moved is taken back.
  if (free && !movesOutbound)
    seats.push(...row.selectedSeats.map((seatNumber) => ({ tripId: current.id, seatNumber })));
  if (free && !movesReturn && back)
    seats.push(...returnSeats.map((seatNumber) => ({ tripId: back.id, seatNumber })));
  await claimAll(tx, row.id, seats);

  const amountDue = free ? 0 : Math.max(0, total.total - row.totalPrice);
  const [first, second] = wanted as [Wanted, Wanted | undefined];
  const changeRow = await changeRepository.insert(tx, {
    id: newId(),
    bookingId: row.id,
    kind: free ? 'free_move' : 'change',
    status: 'awaiting_payment',
    leg: request.leg,
    fromTripId: first.current.id,
    toTripId: first.target.id,
    fromSeats: first.currentSeats,
    toSeats: first.seats,
    ...(second && {
      returnFromTripId: second.current.id,
      returnToTripId: second.target.id,
      returnFromSeats: second.currentSeats,
      returnToSeats: second.seats,
    }),
    oldTotal: row.totalPrice,
    newSubtotal: total.subtotal,
    newFee: total.fee,
    newTotal: total.total,
    amountDue,
    holdExpiresAt: new Date(now.getTime() + holdMinutes * MINUTE_MS),
    requestedBy: user.id,
  });
  if (amountDue > 0) return { booking: row, amountDue, refundDue: 0, applied: false };

  const booking = await applyChange(tx, row, changeRow, user.id, now);
  const refundDue = free ? 0 : row.totalPrice - total.total;
  return { booking, amountDue: 0, refundDue, applied: true };
}

/** A journey's new departure: another one of its line, not left, not cancelled, with as many seats. */
function checkTarget(move: Wanted, count: number, now: Date, both: boolean) {
  const { current, target } = move;
  // With both journeys moving, the return's fields are its own; otherwise the request's tripId and seats.
  const returnFields = both && move.leg === 'return';
  const tripField = returnFields ? 'returnTripId' : 'tripId';
  const seatsField = returnFields ? 'returnSeats' : 'seats';
  if (!target) throw notFound('tripNotFound');
  if (target.from.id !== current.from.id || target.to.id !== current.to.id) {
    throw new AppError('VALIDATION', 'changeOtherLine', {
      params: { from: current.from.name, to: current.to.name },
      errors: [{ field: tripField, message: 'changeOtherLine' }],
    });
  }
  if (target.id === current.id) {
    throw new AppError('VALIDATION', 'changeSameTrip', {
      errors: [{ field: tripField, message: 'changeSameTrip' }],
    });
  }
  if (move.seats.length !== count) {
    throw new AppError('VALIDATION', 'changeSeatCount', {
      params: { count },
      errors: [{ field: seatsField, message: 'changeSeatCount' }],
    });
  }
  if (target.cancelledAt) throw new AppError('CONFLICT', 'tripCancelledByCompany');
  checkLeg(target, move.seats, seatsField, now);
}

/** All the seats or none: the seats' primary key decides, and a seat held by anyone else is a 409 naming it. */
async function claimAll(tx: Tx, bookingId: string, wanted: SeatRow[]) {
  const sorted = [...wanted].sort((a, b) => a.tripId.localeCompare(b.tripId) || a.seatNumber - b.seatNumber);
  const claimed = await bookingRepository.claimSeats(tx, bookingId, sorted);
  if (claimed.length === sorted.length) return;
  const got = new Set(claimed.map((s) => `${s.tripId}:${s.seatNumber}`));
  const taken = sorted.filter((s) => !got.has(`${s.tripId}:${s.seatNumber}`)).map((s) => s.seatNumber);
  throw new AppError('CONFLICT', 'seatTaken', {
    params: { seats: [...new Set(taken)].join(', ') },
    data: { takenSeats: taken },
  });
}

/** A free move voids the refund of the cancellation: impossible once that money was sent back. */
async function refundAlreadyMade(tx: Tx, row: BookingRow): Promise<boolean> {
  const paid = await changeRepository.bookingPayment(tx, row.id);
  const details = (paid?.details ?? {}) as { refundedAt?: string | null };
  return Boolean(details.refundedAt);
}
