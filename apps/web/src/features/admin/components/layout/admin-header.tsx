import type { User } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import type { StaffMenu } from '@/components/back-office/staff-frame';
import { StaffHeader } from '@/components/back-office/staff-header';
import { AdminBrand } from './admin-brand';

/** The back office's header: the administrator's first name and role (SPEC §2 Admin). */
export function AdminHeader({ user, menu }: { user: User; menu: StaffMenu }) {
  const { t } = useTranslation('admin');
  return (
    <StaffHeader
      brand={<AdminBrand />}
      greeting={t('layout.greeting', { firstName: user.firstName })}
      role={user.role === 'admin' ? t('layout.roleAdmin') : t('layout.roleUser')}
      menu={menu}
      labels={{
        openMenu: t('layout.openMenu'),
        closeMenu: t('layout.closeMenu'),
        publicSite: t('layout.publicSite'),
        logout: t('layout.logout'),
        logoutSuccess: t('layout.logoutSuccess'),
      }}
    />
  );
}
