import { useMutation } from '@tanstack/react-query';
import type { PartnerRequest, MessageResponse } from '@gbaka/shared';
import { api } from '@/lib/api-client';

/** POST /partners/request (SPEC §7 Partners): the answer's message is shown on success. */
export const usePartnerRequest = () =>
  useMutation({
    mutationFn: (request: PartnerRequest) => api.post<MessageResponse>('/partners/request', request),
  });
