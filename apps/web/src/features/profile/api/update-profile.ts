import type { ProfileUpdate, ProfileUpdateResponse } from '@gbaka/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setSessionUser, startSession } from '@/lib/auth/session';

export function updateProfile(body: ProfileUpdate): Promise<ProfileUpdateResponse> {
  return api.put<ProfileUpdateResponse>('/users/profile', body);
}

/**
 * PUT /users/profile; the signed-in user shown everywhere is updated from the answer. A new password voids the
 * tokens issued before it: the answer's `token` replaces this device's.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (response) => {
      if (response.token) startSession(queryClient, { token: response.token, user: response.data });
      else setSessionUser(queryClient, response.data);
    },
  });
}
