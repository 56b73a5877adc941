import type { OperatorCompany, User } from '@gbaka/shared';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { StaffFrame } from '@/components/back-office/staff-frame';
import { StaffNavList } from '@/components/back-office/staff-nav-list';
import { RedirectWithToast } from '@/components/redirect-with-toast';
import { RetryAlert } from '@/components/ui/retry-alert';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import type { LoginState } from '@/lib/auth/redirect-target';
import { sessionEndedByExpiry, useSession } from '@/lib/auth/session';
import { forgetWorkspacePass, keepWorkspacePass, workspacePass } from '@/lib/workspace-pass';
import { useOperatorCompany } from '../../api/company';
import { OperatorBrand } from './operator-brand';
import { OperatorHeader } from './operator-header';
import { operatorNavFor } from './operator-nav';
import { WorkspaceContext } from './workspace-context';

/**
 * The workspace's guard (DESIGN §9): signed in, and a member of a company (GET /operator/company answers 403
 * otherwise). A visitor goes to /login and comes back; a signed-in person without a company goes home, told why.
 * Each visit keeps a pass on the phone (lib/workspace-pass.ts): while the API has not answered — no network in a
 * bus yard, or a slow one — the member whose token is stored gets in with it, so that the boarding screen opens
 * offline. A refused session (token gone) or membership (403) still ends at the sign-in or home page.
 */
export function OperatorLayout() {
  const { user, isLoading } = useSession();
  const company = useOperatorCompany();
  const workspace = company.data;
  useEffect(() => {
    if (user && workspace) keepWorkspacePass({ user, workspace });
  }, [user, workspace]);
  if (user && workspace) return <OperatorShell user={user} workspace={workspace} />;
  if (company.isError && isApiError(company.error) && company.error.status === 403) return <NotStaff />;
  const pass = workspacePass();
  if (pass) return <OperatorShell {...pass} />;
  if (isLoading) return <PageSpinner />;
  if (!user) return <SignInFirst />;
  if (company.isPending) return <PageSpinner />;
  return <LoadError onRetry={() => void company.refetch()} />;
}

function SignInFirst() {
  const location = useLocation();
  const state: LoginState = {
    from: location,
    reason: sessionEndedByExpiry() ? 'sessionExpired' : 'authRequired',
  };
  return <Navigate to="/login" replace state={state} />;
}

function NotStaff() {
  const { t } = useTranslation('operator');
  useEffect(() => {
    forgetWorkspacePass();
  }, []);
  return (
    <RedirectWithToast to="/" toast={{ title: t('layout.staffOnly'), text: t('layout.staffOnlyDetail') }} />
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('operator');
  return (
    <div className="mx-auto max-w-lg p-6">
      <RetryAlert title={t('layout.loadError')} onRetry={onRetry} />
    </div>
  );
}

function OperatorShell({ user, workspace }: { user: User; workspace: OperatorCompany }) {
  const { t } = useTranslation('operator');
  const links = operatorNavFor(workspace.role).map((item) => ({ ...item, label: t(item.label) }));
  const pass = useMemo(() => ({ user, workspace }), [user, workspace]);
  return (
    <WorkspaceContext.Provider value={pass}>
      <StaffFrame
        id="operator"
        brand={<OperatorBrand company={workspace.company.name} />}
        header={(menu) => <OperatorHeader user={user} workspace={workspace} menu={menu} />}
        nav={(onNavigate) => <StaffNavList links={links} onNavigate={onNavigate} />}
        labels={{ skipToContent: t('layout.skipToContent'), navigation: t('layout.navigation') }}
      />
    </WorkspaceContext.Provider>
  );
}
