import type { SearchQuery, SearchResult } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { presentTrip } from './present-trip';
import { searchRepository } from './search-repository';

/**
 * The search of SPEC §7: trips between the two cities (ids or names, any case) on the day, with at least as
 * many seats left as passengers, not yet departed (today's trips stay until they leave), at or after the
 * chosen time, of the chosen company. A round trip also lists the way back on the return date; the time
 * choice is the outbound's, so it does not narrow the return list.
 */
export async function searchTrips(db: DbOrTx, query: SearchQuery, now = new Date()): Promise<SearchResult> {
  const company = query.companyName === 'all' ? undefined : query.companyName;
  const common = { company, minSeats: query.passengers, departingAfter: now };
  const outbound = searchRepository.search(db, {
    ...common,
    from: query.from,
    to: query.to,
    date: query.departureDate,
    notBefore: query.departureTime === 'all' ? undefined : query.departureTime,
  });
  const back =
    query.tripType === 'roundTrip' && query.returnDate
      ? searchRepository.search(db, { ...common, from: query.to, to: query.from, date: query.returnDate })
      : Promise.resolve([]);
  const [outboundRows, returnRows] = await Promise.all([outbound, back]);
  return { outbound: outboundRows.map(presentTrip), return: returnRows.map(presentTrip) };
}
