import { addDays, departureInstant, translate, type Language, type SearchQuery } from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { presentTrip } from './present-trip';
import type { TripRow } from './repository';
import type { Answer, CachedTrip, SearchCache } from './search-cache';
import { searchRepository, type SearchParams } from './search-repository';

/**
 * The search of SPEC §7: trips between the two cities (ids or names, any case) on the day, with at least as
 * many seats left as passengers, not yet departed (today's trips stay until they leave), at or after the
 * chosen time, of the chosen company. A round trip also lists the way back on the return date; the time
 * choice is the outbound's, so it does not narrow the return list. Each leg is answered from the instance's
 * cache when it holds it (search-cache.ts). The trips come back as JSON, each exactly as GET /routes/:id shows it.
 */
async function searchTrips(
  db: DbOrTx,
  cache: SearchCache,
  query: SearchQuery,
  now: Date,
): Promise<{ outbound: CachedTrip[]; return: CachedTrip[] }> {
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
  return { outbound: outboundRows, return: returnRows };
}

/**
 * The search's answer as sent (`{ success, data: { outbound, return }, message }`, the shape the route's response
 * schema documents), put together as text from the trips' JSON, and until when it stays true: its first departure
 * (a bus that has left is no longer listed) or the end of its day (the date is then in the past, and refused).
 */
export async function searchAnswer(
  db: DbOrTx,
  cache: SearchCache,
  query: SearchQuery,
  lang: Language,
  now = new Date(),
): Promise<Answer> {
  const trips = await searchTrips(db, cache, query, now);
  const count = trips.outbound.length;
  const message = count ? translate(lang, 'tripsFound', { count }) : translate(lang, 'noTripsFound');
  const json = (list: CachedTrip[]) => list.map((trip) => trip.json).join(',');
  const data = `{"outbound":[${json(trips.outbound)}],"return":[${json(trips.return)}]}`;
  const days = [query.departureDate, ...(query.returnDate ? [query.returnDate] : [])];
  return {
    body: `{"success":true,"data":${data},"message":${JSON.stringify(message)}}`,
    days,
    validUntil: Math.min(
      departureInstant(addDays(query.departureDate, 1), '00:00').getTime(),
      ...[...trips.outbound, ...trips.return].map((trip) => trip.departsAt),
    ),
  };
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
