import { BOARDING_REASON_MESSAGES } from '@gbaka/shared';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/authentication';
import { bookingRepository } from '../../bookings/repository';
import { auditRepository } from '../audit-repository';
import { assessBoarding } from './assess-boarding';
import { boardingRepository } from './repository';
import { boardingMessage } from './verify-boarding';

/**
 * POST /admin/boarding/{bookingId}/board: records the boarding of the checked leg, once. The booking row is
 * locked, so two scanners at two doors cannot both board one ticket: the second gets 409 with the time of
 * the first. Every refusal of the verification is a 409 here, with the same message and `reason`.
 */
export async function boardPassenger(
  db: Db,
  actor: AuthUser,
  bookingId: string,
  tripId?: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await bookingRepository.findForUpdate(tx, bookingId);
    if (!row) throw notFound('bookingNotFound');
    const legs = await boardingRepository.legs(tx, [
      row.outboundTripId,
      ...(row.returnTripId ? [row.returnTripId] : []),
    ]);
    const assessment = assessBoarding(row, legs, tripId, now);
    if (assessment.reason) {
      const { params } = boardingMessage(assessment);
      throw new AppError('CONFLICT', BOARDING_REASON_MESSAGES[assessment.reason], {
        params,
        data: { reason: assessment.reason, boardedAt: assessment.booking.boardedAt },
      });
    }
    const side = assessment.booking.leg;
    await boardingRepository.markBoarded(tx, bookingId, side, now);
    await auditRepository.record(tx, {
      actorId: actor.id,
      action: 'booking.board',
      entity: 'booking',
      entityId: bookingId,
      data: { leg: side, tripId: assessment.leg.id },
    });
    return { ...assessment.booking, boardedAt: now.toISOString() };
  });
}
