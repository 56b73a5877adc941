import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { redirectTarget } from '@/lib/auth/redirect-target';
import { isSigningOut, useSession } from '@/lib/auth/session';

/**
 * Route guard for /login and /register: a signed-in user goes back where they came from, else home. Not one who is
 * signing out towards /login: the session ends as soon as the page shows.
 */
export function RedirectIfAuthenticated() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (user && !isSigningOut()) {
    const target = redirectTarget(location);
    return <Navigate to={target.to} state={target.state} replace />;
  }
  return <Outlet />;
}
