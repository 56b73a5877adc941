import type { User } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/auth/session';
import { useLogout } from '@/lib/auth/use-logout';
import { toastForNextPage } from '@/lib/toast';

export function accountName(user: User): string | null {
  return `${user.firstName} ${user.lastName}`.trim() || user.email || null;
}

/** The account menu's data and actions (SPEC §2 Header), shared by the desktop and mobile menus. */
export function useAccount() {
  const { t } = useTranslation('common');
  const { user } = useSession();
  const navigate = useNavigate();
  const logout = useLogout({ toast: t('account.logoutSuccess') });
  if (!user) return null;
  const isAdmin = user.role === 'admin';
  return {
    name: accountName(user) ?? t('account.myAccount'),
    entryLabel: isAdmin ? t('account.dashboard') : t('account.profile'),
    openEntry() {
      if (isAdmin) {
        toastForNextPage.success(t('account.welcomeAdmin'));
        void navigate('/admin/dashboard');
      } else {
        toastForNextPage.success(
          user.firstName ? t('account.welcome', { firstName: user.firstName }) : t('account.profileAccess'),
        );
        void navigate('/profile');
      }
    },
    logout,
  };
}
