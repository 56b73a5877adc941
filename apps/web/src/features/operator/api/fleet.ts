import type {
  AdminBusView,
  AdminTimetableView,
  MessageResponse,
  OperatorBusInput,
  OperatorTimetable,
  SuccessResponse,
} from '@gbaka/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staleTimes } from '@/lib/query-client';
import { OPERATOR_KEY, OPERATOR_STALE_MS } from './operator-query';

type WithMessage<T> = SuccessResponse<T> & { message: string };

export const busesQueryOptions = queryOptions({
  queryKey: [OPERATOR_KEY, 'buses'],
  queryFn: ({ signal }) => api.get<SuccessResponse<AdminBusView[]>>('/operator/buses', { signal }),
  select: (response) => response.data,
  staleTime: OPERATOR_STALE_MS,
});
export const useBuses = () => useQuery(busesQueryOptions);

export const createBus = (body: OperatorBusInput) =>
  api.post<WithMessage<AdminBusView>>('/operator/buses', body);
export const updateBus = ({ id, body }: { id: string; body: OperatorBusInput }) =>
  api.put<WithMessage<AdminBusView>>(`/operator/buses/${id}`, body);
export const deleteBus = (id: string) => api.delete<MessageResponse>(`/operator/buses/${id}`);

export const timetablesQueryOptions = queryOptions({
  queryKey: [OPERATOR_KEY, 'timetables'],
  queryFn: ({ signal }) => api.get<SuccessResponse<AdminTimetableView[]>>('/operator/timetables', { signal }),
  select: (response) => response.data,
  staleTime: OPERATOR_STALE_MS,
});
export const useTimetables = () => useQuery(timetablesQueryOptions);

export const createTimetable = (body: OperatorTimetable) =>
  api.post<WithMessage<unknown>>('/operator/timetables', body);
export const updateTimetable = ({ id, body }: { id: string; body: OperatorTimetable }) =>
  api.put<WithMessage<unknown>>(`/operator/timetables/${id}`, body);
export const deleteTimetable = (id: string) => api.delete<MessageResponse>(`/operator/timetables/${id}`);

/** The cities a line runs between, with their ids. */
export const citiesQueryOptions = queryOptions({
  queryKey: [OPERATOR_KEY, 'cities'],
  queryFn: ({ signal }) =>
    api.get<SuccessResponse<{ _id: string; name: string }[]>>('/operator/cities', { signal }),
  select: (response) => response.data,
  staleTime: staleTimes.cities,
});
export const useCities = () => useQuery(citiesQueryOptions);
