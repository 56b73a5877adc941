import type { ForgotPasswordRequest, MessageResponse } from '@gbaka/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function requestPasswordReset(body: ForgotPasswordRequest) {
  return api.post<MessageResponse>('/users/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
