import { arrivalTime, type Departure } from '@gbaka/shared';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import { auditRepository } from '../../admin/audit-repository';
import { operatorFleetRepository } from '../fleet/repository';
import type { Staff } from '../staff-access';
import { staffRepository } from '../staff-repository';
import { prepareNotices, sendNotices, type NoticeSenders, type Notices } from './departure-notices';
import { presentDeparture } from './present-departure';
import { departureChangeRepository, operatorDepartureRepository } from './repository';

interface Outcome {
  departure: Departure;
  bookings: number;
}

/**
 * The departure locked (FOR UPDATE, scoped by the company): two managers, or two API instances, changing it at
 * once queue here, and the second sees what the first did. One that has left or was cancelled is not changed.
 */
async function lockChangeable(tx: Tx, staff: Staff, id: string) {
  const trip = await operatorFleetRepository.lockTrip(tx, staff.companyId, id);
  if (!trip) throw notFound('tripNotFound');
  return trip;
}

async function view(db: DbOrTx, staff: Staff, id: string, now: Date) {
  const row = await operatorDepartureRepository.find(db, staff.companyId, id);
  if (!row) throw notFound('tripNotFound');
  return presentDeparture(row, now);
}

async function companyName(db: Db, staff: Staff) {
  return (await staffRepository.company(db, staff.companyId))?.name ?? '';
}

/**
 * POST /operator/departures/{id}/delay: the delay (0 withdraws it) and its reason, shown on tracking and the
 * board, and told to every paid passenger by mail and SMS. Repeating the same delay changes and sends nothing.
 */
export async function delayDeparture(
  db: Db,
  senders: NoticeSenders,
  staff: Staff,
  id: string,
  input: { minutes: number; reason: string },
  now = new Date(),
): Promise<Outcome> {
  const company = await companyName(db, staff);
  const { outcome, notices } = await db.transaction(async (tx) => {
    const trip = await lockChangeable(tx, staff, id);
    if (trip.cancelledAt) throw new AppError('CONFLICT', 'departureIsCancelled');
    if (trip.departsAt.getTime() + trip.delayMinutes * 60_000 <= now.getTime())
      throw new AppError('CONFLICT', 'departurePast');
    const unchanged = trip.delayMinutes === input.minutes && trip.delayReason === input.reason;
    if (unchanged) {
      return { outcome: { departure: await view(tx, staff, id, now), bookings: 0 }, notices: null };
    }
    await departureChangeRepository.setDelay(
      tx,
      staff.companyId,
      id,
      input.minutes,
      input.minutes > 0 ? input.reason : null,
    );
    await auditRepository.record(tx, {
      actorId: staff.userId,
      action: 'trip.delay',
      entity: 'trip',
      entityId: id,
      data: { delayMinutes: [trip.delayMinutes, input.minutes], reason: input.reason },
    });
    const departure = await view(tx, staff, id, now);
    const rows = await departureChangeRepository.paidBookings(tx, staff.companyId, id);
    const notices: Notices = await prepareNotices(
      tx,
      senders,
      'delay',
      {
        departure,
        company,
        reason: input.reason,
        minutes: input.minutes,
        newTime: arrivalTime(departure.departureTime, input.minutes),
      },
      rows,
    );
    return { outcome: { departure, bookings: rows.length }, notices };
  });
  if (notices) await sendNotices(senders, notices);
  return outcome;
}

/**
 * POST /operator/departures/{id}/cancel: the departure is cancelled and taken off sale; every live booking of
 * it is cancelled ('departure_cancelled'), a paid one with its whole price due back (the administrators' refund
 * queue lists it), and its passenger told by mail and SMS. Safe to repeat: a cancelled departure answers as it
 * is, and no booking is cancelled or told twice.
 */
export async function cancelDeparture(
  db: Db,
  senders: NoticeSenders,
  staff: Staff,
  id: string,
  reason: string,
  now = new Date(),
): Promise<Outcome> {
  const company = await companyName(db, staff);
  const { outcome, notices } = await db.transaction(async (tx) => {
    const trip = await lockChangeable(tx, staff, id);
    if (trip.cancelledAt) {
      return { outcome: { departure: await view(tx, staff, id, now), bookings: 0 }, notices: null };
    }
    if (trip.departsAt.getTime() + trip.delayMinutes * 60_000 <= now.getTime())
      throw new AppError('CONFLICT', 'departurePast');
    await departureChangeRepository.cancel(tx, staff.companyId, id, reason, now);
    const cancelled = await departureChangeRepository.cancelBookings(tx, staff.companyId, id, now);
    for (const booking of cancelled) {
      await auditRepository.record(tx, {
        actorId: staff.userId,
        action: 'booking.status',
        entity: 'booking',
        entityId: booking.id,
        data: {
          status: [booking.previous_status, 'cancelled'],
          reason: 'departure_cancelled',
          refundAmount: booking.refund_amount,
        },
      });
    }
    await auditRepository.record(tx, {
      actorId: staff.userId,
      action: 'trip.cancel',
      entity: 'trip',
      entityId: id,
      data: { reason, bookings: cancelled.length },
    });
    const departure = await view(tx, staff, id, now);
    const paid = cancelled.filter((b) => b.previous_status === 'confirmed').map((b) => b.id);
    const rows = await departureChangeRepository.notices(tx, paid);
    const notices = await prepareNotices(
      tx,
      senders,
      'cancel',
      { departure, company, reason, minutes: 0 },
      rows,
    );
    return { outcome: { departure, bookings: cancelled.length }, notices };
  });
  if (notices) await sendNotices(senders, notices);
  return outcome;
}
