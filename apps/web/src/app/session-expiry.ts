import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { setSessionExpiredHandler } from '@/lib/api-client';
import type { LoginState } from '@/lib/auth/redirect-target';
import { endSession, sessionQueryKey } from '@/lib/auth/session';
import { getToken, TOKEN_STORAGE_KEY } from '@/lib/token-storage';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * SPEC §8: when the refresh is refused, the user is signed out and sent to /login, then brought back.
 * Signing in or out in another tab is followed here too.
 */
export function handleSessionExpiry(queryClient: QueryClient, router: Router): void {
  setSessionExpiredHandler(() => {
    endSession(queryClient, { expired: true });
    const { location } = router.state;
    if (/^\/(login|register)\b/.test(location.pathname)) return;
    const state: LoginState = { from: location, reason: 'sessionExpired' };
    void router.navigate('/login', { state });
  });

  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_STORAGE_KEY) return;
    if (getToken()) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    else endSession(queryClient);
  });
}
