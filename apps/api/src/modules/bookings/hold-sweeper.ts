import type { Db } from '../../db/client';
import { tellExpiredHolds, type NoticeSenders } from './cancellation-notices';
import { changeRepository } from './change-repository';
import { bookingRepository } from './repository';

/** Bookings handled per statement, so one sweep never holds many row locks for long. */
const BATCH = 500;

/**
 * The periodic sweep (jobs.ts, every 30 s): expired holds become cancelled (payment timeout) and free their
 * seats; confirmed bookings whose last leg has arrived become completed; changes of departure whose difference
 * was not paid in time free their new seats (the booking stays as it was). Each step is one statement that
 * skips rows another instance has locked, so every API instance may run it at the same time. A full batch
 * means more may be waiting: the step runs again at once.
 */
export async function sweepHolds(
  db: Db,
  senders?: NoticeSenders,
): Promise<{ expired: number; completed: number; changesExpired: number; told: number }> {
  const expired = await drain(() => bookingRepository.expireHolds(db, BATCH));
  const completed = await drain(() => bookingRepository.completeArrived(db, BATCH));
  const changesExpired = await drain(() => changeRepository.expireDue(db, BATCH));
  // Then the holds that ran out, here or freed lazily by a booking, are told (issue 16): a mail and an SMS.
  const told = senders ? await tellExpiredHolds(db, senders) : 0;
  return { expired, completed, changesExpired, told };
}

async function drain(step: () => Promise<number>): Promise<number> {
  for (let total = 0; ;) {
    const n = await step();
    total += n;
    if (n < BATCH) return total;
  }
}
