import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { forgetOfflineTickets } from '@/lib/forget-offline-tickets';
import { toast } from '@/lib/toast';
import { beginSignOut, endSession } from './session';

interface LogoutOptions {
  /** Where the person lands: home by default; the back office goes to /login. */
  to?: string;
  /** The success toast's text (already translated); none when absent. */
  toast?: string;
}

/**
 * The one sign-out (SPEC §4): the tickets saved for offline use are forgotten, the server is told, then token, user
 * and cached answers are cleared even if that call failed. Every "Déconnexion" button uses it.
 */
export function useLogout({ to = '/', toast: message }: LogoutOptions = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    forgetOfflineTickets();
    try {
      await api.post('/users/logout');
    } catch {
      // The local session ends whatever the server said.
    }
    // Leave a page that needs a session before ending it, so that its guard does not ask to sign in again (or,
    // in the back office, greet a deliberate sign-out with "Accès non autorisé"); /login lets a person who is
    // signing out in (app/guards/redirect-if-authenticated.tsx).
    beginSignOut();
    try {
      await navigate(to, { replace: true });
    } finally {
      endSession(queryClient);
    }
    if (message) toast.success(message);
  }, [navigate, queryClient, to, message]);
}
