import type { User } from '@gbaka/shared';
import { Suspense, useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import type { LoginState } from '@/lib/auth/redirect-target';
import { sessionEndedByExpiry, useSession } from '@/lib/auth/session';
import { toast } from '@/lib/toast';
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
  useEffect(() => {
    // An expired session is explained by /login itself ("Session expirée", SPEC §8).
    if (!expired) toast.error(t('layout.unauthorized'), t('layout.adminRequired'));
  }, [expired, t]);
  // A visitor comes back here after signing in. A signed-in traveller is not sent back (that would loop):
  // /login sends a signed-in user home.
  const state: LoginState | undefined = signedIn
    ? undefined
    : { from: location, reason: expired ? 'sessionExpired' : undefined };
  return <Navigate to="/login" replace state={state} />;
}

function AdminShell({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && menuOpen) setMenuOpen(false);
  }

  return (
    <div className="min-h-dvh bg-stone-100 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]" onKeyDown={onKeyDown}>
      <a
        href="#admin-main"
        className="sr-only z-[70] rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('layout.skipToContent')}
      </a>
      <div className="hidden bg-brand-950 lg:block">
        <aside className="sticky top-0 flex h-dvh flex-col gap-6 overflow-y-auto px-3 py-5">
          <div className="px-2">
            <AdminBrand />
          </div>
          <nav aria-label={t('layout.navigation')}>
            <AdminNavList />
          </nav>
        </aside>
      </div>
      <div className="flex min-h-dvh min-w-0 flex-col">
        <AdminHeader user={user} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
        <nav
          id="admin-mobile-nav"
          hidden={!menuOpen}
          aria-label={t('layout.navigation')}
          className="border-b border-brand-900 bg-brand-950 px-3 py-3 lg:hidden"
        >
          <AdminNavList onNavigate={closeMenu} />
        </nav>
        <main id="admin-main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none lg:px-8">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
