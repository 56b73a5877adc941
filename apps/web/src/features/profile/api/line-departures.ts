import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResult, SuccessResponse } from '@gbaka/shared';
import { api } from '@/lib/api-client';

/** Seat counts change by the minute, as on the results page. */
const DEPARTURES_STALE_MS = 60_000;

/** The departures of one line on one day (the public search, by city ids), for moving a booking to one of them. */
export const lineDeparturesQueryOptions = (fromId: string, toId: string, date: string) =>
  queryOptions({
    queryKey: ['trips', 'line', fromId, toId, date],
    queryFn: ({ signal }) =>
      api
        .get<SuccessResponse<SearchResult>>('/travel/routes/search', {
          query: { from: fromId, to: toId, departureDate: date },
          signal,
        })
        .then((response) => response.data.outbound),
    staleTime: DEPARTURES_STALE_MS,
  });

export const useLineDepartures = (fromId: string, toId: string, date: string) =>
  useQuery({ ...lineDeparturesQueryOptions(fromId, toId, date), enabled: date !== '' });
