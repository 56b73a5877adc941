import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../lib/ids';
import { auditRepository } from '../admin/audit-repository';
import { movesOf } from './change-moves';
import { changeRepository, type ChangeRow } from './change-repository';
import { bookingRepository, type BookingRow } from './repository';

/**
 * Moves the booking onto the change's departure, in the caller's transaction, once the new seats are held under
 * the booking (so the traveller holds a seat at every instant: the old seats go only now). The names follow the
 * seats by position; the totals become the change's; a free move re-confirms the booking and voids the refund
 * its cancellation recorded. A cheaper departure records the difference in the refund queue. The old QR stops
 * boarding by itself: the boarding check refuses a ticket whose trip or seats are no longer the booking's.
 */
export async function applyChange(
  tx: DbOrTx,
  booking: BookingRow,
  change: ChangeRow,
  actorId: string | null,
  now = new Date(),
): Promise<BookingRow> {
  const moves = movesOf(change);
  for (const move of moves) await changeRepository.releaseTripSeats(tx, booking.id, move.fromTripId);
  const outbound = moves.find((m) => m.leg === 'outbound');
  const back = moves.find((m) => m.leg === 'return');
  const names = booking.selectedSeats.map(
    (seat) => booking.passengers?.find((p) => p.seat === seat)?.fullName ?? booking.passengerFullName,
  );
  const free = change.kind === 'free_move';
  const updated = await bookingRepository.update(tx, booking.id, {
    ...(outbound && {
      outboundTripId: outbound.toTripId,
      selectedSeats: outbound.toSeats,
      // Names are the outbound seats' (the return seats carry them by position): they follow the seats.
      passengers: outbound.toSeats.map((seat, i) => ({
        seat,
        fullName: names[i] ?? booking.passengerFullName,
      })),
      // A return left as it was keeps its own seat numbers, whatever the outbound ones become.
      ...(booking.returnTripId &&
        !back && { returnSelectedSeats: booking.returnSelectedSeats ?? booking.selectedSeats }),
    }),
    ...(back && { returnTripId: back.toTripId, returnSelectedSeats: back.toSeats }),
    subtotal: change.newSubtotal,
    fee: change.newFee,
    totalPrice: change.newTotal,
    ...(free && {
      status: 'confirmed' as const,
      cancelledAt: null,
      cancelReason: null,
      refundAmount: null,
      confirmedAt: booking.confirmedAt ?? now,
    }),
  });
  const refundDue = Math.max(0, change.oldTotal - change.newTotal);
  if (refundDue > 0 && !free) await recordRefund(tx, booking, change, refundDue);
  await changeRepository.update(tx, change.id, {
    status: 'applied',
    appliedAt: now,
    refundDue: free ? 0 : refundDue,
  });
  await auditRepository.record(tx, {
    actorId: actorId ?? booking.userId,
    action: free ? 'booking.free_move' : 'booking.change',
    entity: 'booking',
    entityId: booking.id,
    data: {
      changeId: change.id,
      leg: change.leg,
      trip: [change.fromTripId, change.toTripId],
      seats: [change.fromSeats, change.toSeats],
      ...(change.leg === 'both' && {
        returnTrip: [change.returnFromTripId, change.returnToTripId],
        returnSeats: [change.returnFromSeats, change.returnToSeats],
      }),
      totalPrice: [change.oldTotal, change.newTotal],
      ...(change.amountDue > 0 && { amountPaid: change.amountDue }),
      ...(refundDue > 0 && !free && { refundDue }),
      ...(free && { refundVoided: booking.refundAmount }),
    },
  });
  return updated;
}

/** The difference goes back the way the booking was paid (its own payment's provider, method and payer). */
async function recordRefund(tx: DbOrTx, booking: BookingRow, change: ChangeRow, amount: number) {
  const paid = await changeRepository.bookingPayment(tx, booking.id);
  await changeRepository.insertRefundCredit(tx, {
    id: newId(),
    bookingId: booking.id,
    changeId: change.id,
    provider: paid?.provider ?? 'none',
    token: randomBytes(20).toString('hex'),
    amount,
    currency: 'XOF',
    status: 'cancelled',
    method: paid?.method ?? null,
    payerPhone: paid?.payerPhone ?? null,
    details: { refundDue: true, refundReason: 'booking_changed' },
  });
}
