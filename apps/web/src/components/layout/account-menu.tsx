import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { DeferredMenu } from './deferred-menu';
import { AccountTriggerContent } from './menu-triggers';
import { navLinkClasses } from './nav-link-classes';
import { useAccount } from './use-account';

const loadDropdown = () => import('./account-dropdown');
const AccountDropdown = lazy(loadDropdown);

/** "Connexion / Inscription" for visitors; the account menu for signed-in users. */
export function AccountMenu() {
  const { t } = useTranslation('common');
  const account = useAccount();
  if (!account) {
    return (
      <Link to="/login" className={buttonClasses({ size: 'md' })}>
        {t('account.signIn')}
      </Link>
    );
  }
  return (
    <DeferredMenu
      menu={AccountDropdown}
      preload={loadDropdown}
      className={navLinkClasses(false)}
      aria-label={`${t('account.menu')} : ${account.name}`}
    >
      <AccountTriggerContent name={account.name} />
    </DeferredMenu>
  );
}
