import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { forgetOfflineTickets } from '@/lib/forget-offline-tickets';
import { endSession } from './session';

/**
 * SPEC §4: logout tells the server, then clears token and user even if that call failed. The tickets saved for
 * offline use are forgotten first.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (redirectTo = '/') => {
      forgetOfflineTickets();
      try {
        await api.post('/users/logout');
      } catch {
        // The local session ends whatever the server said.
      }
      // Leave a page that needs a session before ending it, so that its guard does not ask to sign in again.
      await navigate(redirectTo, { replace: true });
      endSession(queryClient);
    },
    [navigate, queryClient],
  );
}
