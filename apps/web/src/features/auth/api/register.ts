import type { AuthResponse, RegisterRequest } from '@gbaka/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startSession } from '@/lib/auth/session';

export function registerUser(body: RegisterRequest): Promise<AuthResponse> {
  return api.post<AuthResponse>('/users/register', body);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: registerUser, onSuccess: (auth) => startSession(queryClient, auth) });
}
