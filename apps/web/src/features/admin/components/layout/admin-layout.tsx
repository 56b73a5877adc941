import type { User } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { StaffFrame } from '@/components/back-office/staff-frame';
import { RedirectWithToast } from '@/components/redirect-with-toast';
import { PageSpinner } from '@/components/ui/spinner';
import type { LoginState } from '@/lib/auth/redirect-target';
import { sessionEndedByExpiry, useSession } from '@/lib/auth/session';
import { AdminBrand } from './admin-brand';
import { AdminHeader } from './admin-header';
import { AdminNavList } from './admin-nav-list';

/** SPEC §6: the admin layout requires the admin role; otherwise a toast and /login. */
export function AdminLayout() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSpinner />;
  // "Déconnexion" leaves for /login before the session ends (useLogout): this guard never sees its own sign-out.
  if (!user || user.role !== 'admin') return <Unauthorized signedIn={user !== null} />;
  return <AdminShell user={user} />;
}

function Unauthorized({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('admin');
  const location = useLocation();
  const expired = !signedIn && sessionEndedByExpiry();
  // A visitor comes back here after signing in. A signed-in traveller is not sent back (that would loop):
  // /login sends a signed-in user home.
  const state: LoginState | undefined = signedIn
    ? undefined
    : { from: location, reason: expired ? 'sessionExpired' : undefined };
  // An expired session is explained by /login itself ("Session expirée", SPEC §8).
  const toast = expired ? undefined : { title: t('layout.unauthorized'), text: t('layout.adminRequired') };
  return <RedirectWithToast to="/login" state={state} toast={toast} />;
}

function AdminShell({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  return (
    <StaffFrame
      id="admin"
      brand={<AdminBrand />}
      header={(menu) => <AdminHeader user={user} menu={menu} />}
      nav={(onNavigate) => <AdminNavList onNavigate={onNavigate} />}
      labels={{ skipToContent: t('layout.skipToContent'), navigation: t('layout.navigation') }}
    />
  );
}
