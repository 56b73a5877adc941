import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import type { LoginState } from '@/lib/auth/redirect-target';
import { sessionEndedByExpiry, useSession } from '@/lib/auth/session';

/** Route guard: signed-in users see the page; others go to /login, which brings them back afterwards. */
export function RequireAuth() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  // Opened without a network, the profile cannot load (its query waits for one): the saved tickets can.
  if (isLoading) return navigator.onLine ? <PageSpinner /> : <Navigate to="/tickets" replace />;
  if (!user) {
    const state: LoginState = {
      from: location,
      reason: sessionEndedByExpiry() ? 'sessionExpired' : 'authRequired',
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
