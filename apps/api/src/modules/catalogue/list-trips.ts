import { TIME_FILTER_TOLERANCE_MINUTES, type TripListQuery, type TripPage } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { offsetOf, pagination } from '../../lib/pagination';
import { presentTrip } from './present-trip';
import { catalogueRepository, type TripFilter } from './repository';

/**
 * The public /routes list (SPEC §2, §5 Routes filter): one page of trips in departure order, filtered by
 * origin, destination, company, day and time (±60 min), future ones only unless `includePast`.
 */
export async function listTrips(
  db: DbOrTx,
  query: TripListQuery,
  now = new Date(),
): Promise<Omit<TripPage, 'success'>> {
  const filter: TripFilter = {
    from: query.from,
    to: query.to,
    company: query.company,
    date: query.date,
    near: query.departureTime
      ? { time: query.departureTime, minutes: TIME_FILTER_TOLERANCE_MINUTES }
      : undefined,
    departingAfter: query.includePast ? undefined : now,
  };
  const [rows, total] = await Promise.all([
    catalogueRepository.findTrips(db, filter, {
      limit: query.limit,
      offset: offsetOf(query.page, query.limit),
    }),
    catalogueRepository.countTrips(db, filter),
  ]);
  return { data: rows.map(presentTrip), pagination: pagination(query.page, query.limit, total) };
}
