import type { Departure, DepartureDelay, ExtraDeparture, Manifest, SuccessResponse } from '@gbaka/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { OPERATOR_KEY, OPERATOR_STALE_MS } from './operator-query';

type WithMessage<T> = SuccessResponse<T> & { message: string };

/** GET /operator/departures: today and the six days after by default (the API decides). */
export const departuresQueryOptions = (range: { from?: string; to?: string } = {}) =>
  queryOptions({
    queryKey: [OPERATOR_KEY, 'departures', range],
    queryFn: ({ signal }) =>
      api.get<SuccessResponse<Departure[]>>('/operator/departures', { signal, query: range }),
    select: (response) => response.data,
    staleTime: OPERATOR_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useDepartures = (range: { from?: string; to?: string } = {}) =>
  useQuery(departuresQueryOptions(range));

/** How often an open manifest asks again: conductors board while the manager watches (DESIGN §9). */
export const MANIFEST_REFRESH_MS = 5_000;

export const manifestQueryOptions = (tripId: string) =>
  queryOptions({
    queryKey: [OPERATOR_KEY, 'manifest', tripId],
    queryFn: ({ signal }) =>
      api.get<SuccessResponse<Manifest>>(`/operator/departures/${tripId}/manifest`, { signal }),
    select: (response) => response.data,
    refetchInterval: MANIFEST_REFRESH_MS,
    // A phone in a pocket need not poll: the manifest refreshes when it comes back.
    refetchIntervalInBackground: false,
    staleTime: 0,
  });

export const useManifest = (tripId: string) => useQuery(manifestQueryOptions(tripId));

/** The manifest as a file (CSV or A4 PDF), downloaded with the session's token. */
export const manifestFile = (tripId: string, format: 'csv' | 'pdf') =>
  api.get<Blob>(`/operator/departures/${tripId}/manifest`, { query: { format }, responseType: 'blob' });

export const delayDeparture = ({ id, body }: { id: string; body: DepartureDelay }) =>
  api.post<WithMessage<{ departure: Departure; bookings: number }>>(`/operator/departures/${id}/delay`, body);

export const cancelDeparture = ({ id, reason }: { id: string; reason: string }) =>
  api.post<WithMessage<{ departure: Departure; bookings: number }>>(`/operator/departures/${id}/cancel`, {
    reason,
  });

export const addExtraDeparture = (body: ExtraDeparture) =>
  api.post<WithMessage<unknown>>('/operator/departures', body);

export const changeFare = ({ id, price }: { id: string; price: number }) =>
  api.put<WithMessage<unknown>>(`/operator/departures/${id}/fare`, { price });
