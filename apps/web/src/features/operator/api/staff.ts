import type { MessageResponse, StaffInvite, StaffList, SuccessResponse } from '@gbaka/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { OPERATOR_KEY, OPERATOR_STALE_MS } from './operator-query';

export const staffQueryOptions = queryOptions({
  queryKey: [OPERATOR_KEY, 'staff'],
  queryFn: ({ signal }) => api.get<SuccessResponse<StaffList>>('/operator/staff', { signal }),
  select: (response) => response.data,
  staleTime: OPERATOR_STALE_MS,
});
export const useStaff = () => useQuery(staffQueryOptions);

export const inviteStaff = (body: StaffInvite) => api.post<MessageResponse>('/operator/staff', body);
export const removeMember = (userId: string) => api.delete<MessageResponse>(`/operator/staff/${userId}`);
export const resendInvitation = (id: string) =>
  api.post<MessageResponse>(`/operator/staff/invitations/${id}/resend`);
export const revokeInvitation = (id: string) =>
  api.delete<MessageResponse>(`/operator/staff/invitations/${id}`);
