import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Station, StationDetail, SuccessResponse } from '@gbaka/shared';
import { api } from '@/lib/api-client';
import { staleTimes } from '@/lib/query-client';

export const stationsQueryOptions = queryOptions({
  queryKey: ['stations'],
  queryFn: ({ signal }) =>
    api.get<SuccessResponse<Station[]>>('/travel/stations', { signal }).then((r) => r.data),
  staleTime: staleTimes.default,
});

export function stationQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['stations', id],
    queryFn: ({ signal }) =>
      api
        .get<SuccessResponse<StationDetail>>(`/travel/stations/${encodeURIComponent(id)}`, { signal })
        .then((r) => r.data),
    staleTime: staleTimes.default,
  });
}

export const useStations = () => useQuery(stationsQueryOptions);
export const useStation = (id: string) => useQuery(stationQueryOptions(id));
