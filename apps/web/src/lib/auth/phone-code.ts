import type { MessageResponse } from '@gbaka/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Sends the six-digit code that proves a phone (POST /users/phone-code), so that its tickets bought over USSD or
 * at a counter join the account: at sign-up, and from the profile.
 */
export function usePhoneCode() {
  return useMutation({
    mutationFn: (phone: string) => api.post<MessageResponse>('/users/phone-code', { phone }),
  });
}
