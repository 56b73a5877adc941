import { ChevronDown, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { navLinkClasses } from './nav-link-classes';
import { useAccount } from './use-account';

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
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={navLinkClasses(false)}
        aria-label={`${t('account.menu')} : ${account.name}`}
      >
        <UserRound className="size-5" aria-hidden="true" />
        <span className="max-w-40 truncate">{account.name}</span>
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={account.openEntry}>
          <LayoutDashboard className="size-5 text-stone-600" aria-hidden="true" />
          {account.entryLabel}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void account.logout()}>
          <LogOut className="size-5 text-stone-600" aria-hidden="true" />
          {t('account.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
