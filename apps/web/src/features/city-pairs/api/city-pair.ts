import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CityPair, CityPairLink, SuccessResponse } from '@gbaka/shared';
import { api } from '@/lib/api-client';
import { staleTimes } from '@/lib/query-client';

/** Seat counts are shown: a minute, as the search's answers. */
const PAIR_STALE_MS = 60_000;

export const cityPairQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: ['city-pairs', from, to],
    queryFn: ({ signal }) =>
      api
        .get<SuccessResponse<CityPair>>(
          `/travel/city-pairs/${encodeURIComponent(from)}/${encodeURIComponent(to)}`,
          { signal },
        )
        .then((response) => response.data),
    staleTime: PAIR_STALE_MS,
  });

export const cityPairsQueryOptions = queryOptions({
  queryKey: ['city-pairs'],
  queryFn: ({ signal }) =>
    api.get<SuccessResponse<CityPairLink[]>>('/travel/city-pairs', { signal }).then((r) => r.data),
  staleTime: staleTimes.routes,
});

export const useCityPair = (from: string, to: string) => useQuery(cityPairQueryOptions(from, to));
export const useCityPairs = (enabled: boolean) => useQuery({ ...cityPairsQueryOptions, enabled });
