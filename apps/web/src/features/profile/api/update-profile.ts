import type { ProfileUpdate, User } from '@gbaka/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryKey, setSessionUser } from '@/lib/auth/session';

interface ProfileResponse {
  success: true;
  message?: string;
  data?: User;
  user?: User;
}

export function updateProfile(body: ProfileUpdate): Promise<ProfileResponse> {
  return api.put<ProfileResponse>('/users/profile', body);
}

/** PUT /users/profile; the signed-in user shown everywhere is updated from the answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (response) => {
      const user = response.data ?? response.user;
      if (user) setSessionUser(queryClient, user);
      else void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
