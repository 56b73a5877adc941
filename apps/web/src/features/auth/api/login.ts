import type { AuthResponse, LoginRequest } from '@gbaka/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startSession } from '@/lib/auth/session';

export function login(body: LoginRequest): Promise<AuthResponse> {
  return api.post<AuthResponse>('/users/login', body);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: login, onSuccess: (auth) => startSession(queryClient, auth) });
}
