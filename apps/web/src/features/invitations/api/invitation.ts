import type { AuthResponse, InvitationOffer, StaffAccountInput, SuccessResponse } from '@gbaka/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startSession } from '@/lib/auth/session';

/** GET /invitations/{token}: what the invitation offers; 404 once used, revoked or expired. */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => api.get<SuccessResponse<InvitationOffer>>(`/invitations/${token}`, { signal }),
    select: (response) => response.data,
    // Used once: what it said a minute ago may no longer hold.
    staleTime: 0,
  });

export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));

/**
 * POST /invitations/{token}/accept: with a new account's names and password, or nothing when signed in. The
 * answer is a session, as sign-in's.
 */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account?: StaffAccountInput) =>
      api.post<AuthResponse>(`/invitations/${token}/accept`, account),
    onSuccess: (auth) => startSession(queryClient, auth),
  });
}
