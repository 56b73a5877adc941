import type { Db } from '../../db/client';
import { tripGenerationRepository } from './repository';

/**
 * The periodic generation of the coming trips (jobs.ts), unless another instance is doing it right now: null
 * when skipped, else the number of trips made. On PGlite it then refreshes the planner's statistics, which
 * PostgreSQL's autovacuum keeps by itself: without them, planning a trip detail took 5.8 ms instead of 0.9 ms
 * (docs/BENCHMARKS.md).
 */
export async function generateComingTrips(
  db: Db,
  today: string,
  { refreshStatistics = false } = {},
): Promise<number | null> {
  const made = await db.transaction(async (tx) => {
    if (!(await tripGenerationRepository.tryLock(tx))) return null;
    return tripGenerationRepository.generate(tx, today);
  });
  if (refreshStatistics) await tripGenerationRepository.analyze(db);
  return made;
}
