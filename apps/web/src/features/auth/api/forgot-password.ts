import type { ForgotPasswordRequest } from '@gbaka/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function requestPasswordReset(body: ForgotPasswordRequest) {
  return api.post<{ success: true; message: string }>('/users/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
