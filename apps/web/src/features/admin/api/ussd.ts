import type { SuccessResponse, UssdPhone, UssdScreen, UssdSimulateInput } from '@gbaka/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_KEY } from './admin-query';

/** A phone's inbox is watched while the simulator is open: the ticket SMS comes after a payment made elsewhere. */
const INBOX_REFRESH_MS = 3_000;

/** POST /admin/ussd/simulate: one gateway request, through the same session engine as the real one. */
export const simulateUssd = (body: UssdSimulateInput) =>
  api.post<SuccessResponse<UssdScreen>>('/admin/ussd/simulate', body);

export const ussdPhoneQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'ussd', 'phone', phone],
    queryFn: ({ signal }) =>
      api.get<SuccessResponse<UssdPhone>>(`/admin/ussd/phone/${encodeURIComponent(phone)}`, { signal }),
    staleTime: 0,
    refetchInterval: INBOX_REFRESH_MS,
  });

/** The SMS a simulated phone received, newest first, and the sandbox push waiting for it; none before a call. */
export const useUssdPhone = (phone: string | null) =>
  useQuery({ ...ussdPhoneQueryOptions(phone ?? ''), enabled: Boolean(phone) });
