import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Booking,
  CloseDayInput,
  CounterSaleInput,
  Departure,
  Drawer,
  DrawerDay,
  HeldBooking,
  SuccessResponse,
} from '@gbaka/shared';
import { api } from '@/lib/api-client';
import { seatLayoutQueryOptions } from '@/lib/booking/seat-layout';

const enc = encodeURIComponent;

/** Today and tomorrow in Abidjan (UTC all year): the departures a counter sells. */
export function counterDays(now = new Date()) {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { today: day(0), tomorrow: day(1) };
}

export const counterKeys = {
  all: ['operator', 'counter'] as const,
  departures: (from: string, to: string) => [...counterKeys.all, 'departures', from, to] as const,
  sale: (id: string) => [...counterKeys.all, 'sale', id] as const,
  drawer: (date: string) => [...counterKeys.all, 'drawer', date] as const,
  held: (q: string) => [...counterKeys.all, 'held', q] as const,
};

export const counterDeparturesQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: counterKeys.departures(from, to),
    queryFn: ({ signal }) =>
      api
        .get<SuccessResponse<Departure[]>>('/operator/departures', { query: { from, to }, signal })
        .then((r) => r.data),
    staleTime: 30_000,
  });

/** The departure's public seat map (the web sells the same seats), refreshed more often than a traveller's. */
export function useCounterSeats(departure: Departure | undefined) {
  return useQuery({
    ...seatLayoutQueryOptions({
      _id: departure?._id ?? '',
      departureDate: departure?.departureDate ?? '',
      busId: departure?.bus._id ?? '',
    }),
    enabled: Boolean(departure),
    refetchInterval: 15_000,
  });
}

export type SaleAnswer = Booking & { paymentUrl?: string };

/**
 * A sale carries the key its attempt was given (DESIGN §10): a retry, by the client on a lost answer or by the agent
 * pressing "Encaisser" again, sends the same key and gets the first answer instead of a second sale.
 */
export function useSell() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sale, key }: { sale: CounterSaleInput; key: string }) =>
      api
        .post<SuccessResponse<SaleAnswer>>('/operator/sales', sale, {
          headers: { 'Idempotency-Key': key },
          retry: true,
        })
        .then((r) => r.data),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: counterKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['seat-layout'] });
    },
  });
}

/** A mobile-money sale, followed until the payer approves it. */
export function useSaleStatus(id: string | null) {
  return useQuery({
    queryKey: counterKeys.sale(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<SuccessResponse<Booking>>(`/operator/sales/${enc(id!)}`, { signal }).then((r) => r.data),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending_payment' ? 3000 : false),
  });
}

/** The receipt needs the bearer token: fetched as a blob and opened in a tab of its own, to print. */
export async function openReceipt(bookingId: string) {
  const blob = await api.get<Blob>(`/operator/sales/${enc(bookingId)}/receipt`, { responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const drawerQueryOptions = (date: string) =>
  queryOptions({
    queryKey: counterKeys.drawer(date),
    queryFn: ({ signal }) =>
      api
        .get<SuccessResponse<DrawerDay>>('/operator/drawer', { query: { date }, signal })
        .then((r) => r.data),
    staleTime: 10_000,
  });

function useCounterMutation<A>(call: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: counterKeys.all }),
  });
}

export const useVoidSale = () =>
  useCounterMutation(({ id, reason }: { id: string; reason: string }) =>
    api.post<SuccessResponse<Booking>>(`/operator/sales/${enc(id)}/void`, { reason }),
  );

export const useCloseDay = () =>
  useCounterMutation((input: CloseDayInput) =>
    api.post<SuccessResponse<Drawer>>('/operator/drawer/close', input),
  );

export const useSignOff = () =>
  useCounterMutation((closingId: string) =>
    api.post<SuccessResponse<Drawer>>(`/operator/drawer/closings/${enc(closingId)}/sign-off`),
  );

/** A manager reopens an agent's close of day not signed off yet: the agent sells again, then closes anew. */
export const useReopenDay = () =>
  useCounterMutation((closingId: string) =>
    api.post<SuccessResponse<Drawer>>(`/operator/drawer/closings/${enc(closingId)}/reopen`),
  );

export const heldQueryOptions = (q: string) =>
  queryOptions({
    queryKey: counterKeys.held(q),
    queryFn: ({ signal }) =>
      api
        .get<SuccessResponse<HeldBooking[]>>('/operator/sales/held', { query: { q }, signal })
        .then((r) => r.data),
    enabled: q.length >= 4,
    staleTime: 0,
  });

export const usePayHeld = () =>
  useCounterMutation((id: string) => api.post<SuccessResponse<Booking>>(`/operator/sales/${enc(id)}/pay`));
