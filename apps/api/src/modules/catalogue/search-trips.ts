import type { SearchQuery } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { presentTrip } from './present-trip';
import type { TripRow } from './repository';
import type { CachedTrip, SearchCache } from './search-cache';
import { searchRepository, type SearchParams } from './search-repository';

/**
 * The search of SPEC §7: trips between the two cities (ids or names, any case) on the day, with at least as
 * many seats left as passengers, not yet departed (today's trips stay until they leave), at or after the
 * chosen time, of the chosen company. A round trip also lists the way back on the return date; the time
 * choice is the outbound's, so it does not narrow the return list. Each leg is answered from the instance's
 * cache when it holds it (search-cache.ts). The trips come back as JSON, each exactly as GET /routes/:id shows it.
 */
export async function searchTrips(
  db: DbOrTx,
  cache: SearchCache,
  query: SearchQuery,
  now = new Date(),
): Promise<{ outbound: string[]; return: string[] }> {
  const company = query.companyName === 'all' ? undefined : query.companyName;
  const leg = (params: Omit<SearchParams, 'departingAfter'>) =>
    cache.search(cacheKey(params), params.date, now, async () =>
      (await searchRepository.search(db, { ...params, departingAfter: now })).map(toCachedTrip),
    );
  const common = { company, minSeats: query.passengers };
  const outbound = leg({
    ...common,
    from: query.from,
    to: query.to,
    date: query.departureDate,
    notBefore: query.departureTime === 'all' ? undefined : query.departureTime,
  });
  const back =
    query.tripType === 'roundTrip' && query.returnDate
      ? leg({ ...common, from: query.to, to: query.from, date: query.returnDate })
      : Promise.resolve([]);
  const [outboundRows, returnRows] = await Promise.all([outbound, back]);
  const json = (trips: CachedTrip[]) => trips.map((trip) => trip.json);
  return { outbound: json(outboundRows), return: json(returnRows) };
}

const toCachedTrip = (row: TripRow): CachedTrip => ({
  departsAt: row.departsAt.getTime(),
  json: JSON.stringify(presentTrip(row)),
});

/** Names match in any case, so "ABIDJAN" and "abidjan" share an entry. */
function cacheKey({ from, to, company, date, notBefore, minSeats }: Omit<SearchParams, 'departingAfter'>) {
  const ref = (value: string | undefined) => value?.toLowerCase() ?? '';
  return [ref(from), ref(to), ref(company), date, notBefore ?? '', minSeats].join('\u0000');
}
