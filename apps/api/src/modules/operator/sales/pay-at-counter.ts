import { isIvorianPhone, toE164, type HeldBooking } from '@gbaka/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, conflict, notFound } from '../../../lib/errors';
import { auditRepository } from '../../admin/audit-repository';
import { payableBookingRepository } from '../../payments/booking-repository';
import { assertDrawerOpen } from '../drawer/close-day';
import type { Staff } from '../staff-access';
import { saleRepository } from './sale-repository';

/**
 * GET /operator/sales/held?q=: the company's bookings waiting for payment (web or USSD, hold still running) with
 * this reference or this contact phone, for the agent who takes the cash (issue 19: "pay at the counter").
 */
export async function findHeldBookings(db: DbOrTx, staff: Staff, q: string, now = new Date()) {
  const query = isIvorianPhone(q)
    ? { phone: toE164(q)! }
    : { reference: q.replace(/\s+/g, '').toUpperCase() };
  const rows = await saleRepository.findHeld(db, staff.companyId, query, now);
  return rows.map((r): HeldBooking => ({
    _id: r.booking.id,
    reference: r.booking.reference,
    channel: r.booking.channel,
    passenger: r.booking.passengerFullName,
    phone: r.booking.passengerPhone,
    seats: r.booking.selectedSeats,
    totalPrice: r.booking.totalPrice,
    holdExpiresAt: r.booking.holdExpiresAt!.toISOString(),
    departure: {
      tripId: r.booking.outboundTripId,
      from: r.from,
      to: r.to,
      departureDate: r.departureDate,
      departureTime: r.departureTime,
    },
  }));
}

/**
 * POST /operator/sales/{id}/pay: the agent took the booking's total in cash. The booking is locked as payments
 * lock it, so a mobile-money confirmation and the counter never both confirm it; it becomes confirmed, keeps its
 * channel, and is sold by the agent, with a successful 'counter' cash payment (the partial unique index allows
 * one success per booking: a provider's success arriving after it is money to refund, as for any duplicate).
 * A retry of the same agent's confirmation answers the same (confirmed is not an error for them).
 */
export async function payAtCounter(db: Db, staff: Staff, bookingId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const found = await saleRepository.lockCompanyBooking(tx, staff.companyId, bookingId);
    if (!found) throw notFound('bookingNotFound');
    const { booking } = found;
    if (booking.status === 'confirmed' && booking.soldBy === staff.userId) {
      const paid = await saleRepository.successfulPayment(tx, booking.id);
      if (paid?.provider === 'counter') return { bookingId: booking.id, fresh: false };
    }
    if (booking.status === 'confirmed' || booking.status === 'completed')
      throw conflict('bookingAlreadyPaid');
    if (booking.status !== 'pending_payment') throw conflict('bookingNotPayable');
    if (!booking.holdExpiresAt || booking.holdExpiresAt <= now) throw new AppError('CONFLICT', 'holdExpired');
    await assertDrawerOpen(tx, staff, now);

    await saleRepository.insertCashPayment(tx, booking, staff.userId);
    await payableBookingRepository.confirm(tx, booking.id);
    await saleRepository.setSeller(tx, booking.id, staff.userId);
    await auditRepository.record(tx, {
      actorId: staff.userId,
      action: 'booking.paid_at_counter',
      entity: 'booking',
      entityId: booking.id,
      data: { amount: booking.totalPrice, channel: booking.channel },
    });
    return { bookingId: booking.id, fresh: true };
  });
}
