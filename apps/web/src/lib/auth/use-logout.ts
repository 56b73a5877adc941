import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { forgetOfflineTickets } from '@/lib/forget-offline-tickets';
import { toast } from '@/lib/toast';
import { forgetWorkspacePass } from '@/lib/workspace-pass';
import { beginSignOut, endSession, finishSignOut } from './session';

interface LogoutOptions {
  /** Where the person lands: home by default; the back office goes to /login. */
  to?: string;
  /** The success toast's text (already translated); none when absent. */
  toast?: string;
}

/**
 * The one sign-out (SPEC §4): the tickets saved for offline use and the workspace's pass are forgotten, the server is told, then token, user
 * and cached answers are cleared even if that call failed. Every "Déconnexion" button uses it.
 */
export function useLogout({ to = '/', toast: message }: LogoutOptions = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    forgetOfflineTickets();
    forgetWorkspacePass();
    // The server voids this session's access token: a request of the page still in flight would come back refused
    // and end the session as "expired", with its own toast and page. Cancelled, it ends quietly.
    await queryClient.cancelQueries();
    try {
      await api.post('/users/logout');
    } catch {
      // The local session ends whatever the server said.
    }
    // Leave a page that needs a session before ending it, so that its guard does not ask to sign in again (or, in
    // the back office, greet a deliberate sign-out with "Accès non autorisé"); /login lets a person who is signing
    // out in (app/guards/redirect-if-authenticated.tsx). The session ends once the next page is on screen
    // (useSignOutLanding), not as soon as the router has it: the router commits pages as transitions, which the
    // session's end would overtake, showing the old page signed out.
    await new Promise<void>((resolve) => {
      beginSignOut(() => {
        endSession(queryClient);
        if (message) toast.success(message);
        resolve();
      });
      void navigate(to, { replace: true });
    });
  }, [navigate, queryClient, to, message]);
}

/** In the root layout: a sign-out under way ends once the page it leads to is on screen (committed). */
export function useSignOutLanding(): void {
  const location = useLocation();
  useEffect(() => finishSignOut(), [location]);
}
