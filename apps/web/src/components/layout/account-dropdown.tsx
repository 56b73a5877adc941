import { Building2, LayoutDashboard, LogOut, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { AccountTriggerContent } from './menu-triggers';
import { navLinkClasses } from './nav-link-classes';
import { useAccount } from './use-account';
import { useStaffWorkspace } from './use-staff-workspace';

/** The signed-in user's menu; loaded on demand through DeferredMenu (see account-menu.tsx). */
export default function AccountDropdown({ defaultOpen }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('common');
  const account = useAccount();
  const navigate = useNavigate();
  const staff = useStaffWorkspace(true);
  if (!account) return null;
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        className={navLinkClasses(false)}
        aria-label={`${t('account.menu')} : ${account.name}`}
      >
        <AccountTriggerContent name={account.name} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={account.openEntry}>
          <LayoutDashboard className="size-5 text-stone-600" aria-hidden="true" />
          {account.entryLabel}
        </DropdownMenuItem>
        {staff && (
          <DropdownMenuItem onSelect={() => void navigate('/operator')}>
            <Building2 className="size-5 text-stone-600" aria-hidden="true" />
            {t('account.workspace')}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => void navigate('/tickets')}>
          <Ticket className="size-5 text-stone-600" aria-hidden="true" />
          {t('nav.tickets')}
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
