import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Station, StationDetail, SuccessResponse } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { staleTimes } from '@/lib/query-client';

// A station's description comes in the language the request asks for (Accept-Language, set by the API client):
// the language is part of the key, so that switching it reads the stations again instead of showing the old text.

export const stationsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['stations', { lang }],
    queryFn: ({ signal }) =>
      api.get<SuccessResponse<Station[]>>('/travel/stations', { signal }).then((r) => r.data),
    staleTime: staleTimes.default,
  });

export function stationQueryOptions(id: string, lang: string) {
  return queryOptions({
    queryKey: ['stations', id, { lang }],
    queryFn: ({ signal }) =>
      api
        .get<SuccessResponse<StationDetail>>(`/travel/stations/${encodeURIComponent(id)}`, { signal })
        .then((r) => r.data),
    staleTime: staleTimes.default,
  });
}

export const useStations = () => useQuery(stationsQueryOptions(useTranslation().i18n.language));
export const useStation = (id: string) => useQuery(stationQueryOptions(id, useTranslation().i18n.language));
