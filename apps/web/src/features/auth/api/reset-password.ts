import type { ResetPasswordRequest, MessageResponse } from '@gbaka/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function resetPassword(token: string, body: ResetPasswordRequest) {
  return api.put<MessageResponse>(`/users/reset-password/${encodeURIComponent(token)}`, body);
}

export function useResetPassword(token: string) {
  return useMutation({ mutationFn: (body: ResetPasswordRequest) => resetPassword(token, body) });
}
