import type { BoardingScan, BoardingSyncResult } from '@gbaka/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { Staff } from '../staff-access';
import { seatBoardingRepository as boardings } from './repository';

/**
 * POST /operator/boardings: a conductor's phone sends the seats it boarded, maybe hours after, maybe twice (a
 * sync cut off before its answer is sent again). Each scan is checked against the server's booking (the phone's
 * pack may be old), then recorded unless the seat already is: the first scan of a seat wins, a retry of the same
 * scan answers `recorded` again, another scan learns when, by whom and on which phone the seat boarded. A scan
 * naming a departure of another company refuses the whole sync as not found.
 */
export async function syncBoardings(
  db: Db,
  staff: Staff,
  scans: BoardingScan[],
  now = new Date(),
): Promise<BoardingSyncResult[]> {
  const tripIds = [...new Set(scans.map((s) => s.tripId))];
  const own = await boardings.companyTrips(db, staff.companyId, tripIds);
  if (own.size !== tripIds.length) throw notFound('tripNotFound');
  const results: BoardingSyncResult[] = [];
  // One short transaction per seat: a phone's queue is a bus at most, and a seat's answer never waits on another.
  for (const scan of scans) results.push(await db.transaction((tx) => syncOne(tx, staff, scan, now)));
  return results;
}

async function syncOne(tx: DbOrTx, staff: Staff, scan: BoardingScan, now: Date): Promise<BoardingSyncResult> {
  const base = { tripId: scan.tripId, seat: scan.seat, bookingId: scan.bookingId };
  const holding = await boardings.holding(tx, scan.tripId, scan.seat, scan.bookingId);
  if (!holding || (holding.status !== 'confirmed' && holding.status !== 'completed')) {
    return { ...base, status: 'refused', boardedAt: null, boardedBy: null, deviceId: null };
  }
  // A phone whose clock runs ahead must not record a boarding in the future.
  const scannedAt = new Date(Math.min(Date.parse(scan.scannedAt), now.getTime()));
  const row = { ...base, scannedAt, userId: staff.userId, deviceId: scan.deviceId };
  if (await boardings.insertFirst(tx, row)) {
    await boardings.markLegBoarded(tx, scan.bookingId, holding.outbound, scannedAt);
  }
  const first = (await boardings.find(tx, scan.tripId, scan.seat))!;
  const same =
    first.bookingId === scan.bookingId &&
    first.deviceId === scan.deviceId &&
    first.scannedAt.getTime() === scannedAt.getTime();
  return {
    ...base,
    status: same ? 'recorded' : 'already_boarded',
    boardedAt: first.scannedAt.toISOString(),
    boardedBy: first.boardedBy,
    deviceId: first.deviceId,
  };
}
