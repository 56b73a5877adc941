import type { OperatorCompany, User } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import type { StaffMenu } from '@/components/back-office/staff-frame';
import { StaffHeader } from '@/components/back-office/staff-header';
import { OperatorBrand } from './operator-brand';

interface OperatorHeaderProps {
  user: User;
  workspace: OperatorCompany;
  menu: StaffMenu;
}

/** The workspace's header: the first name, the role in the company and the company's brand on a phone. */
export function OperatorHeader({ user, workspace, menu }: OperatorHeaderProps) {
  const { t } = useTranslation('operator');
  return (
    <StaffHeader
      brand={<OperatorBrand company={workspace.company.name} />}
      greeting={t('layout.greeting', { firstName: user.firstName })}
      role={t(`roles.${workspace.role}`)}
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
