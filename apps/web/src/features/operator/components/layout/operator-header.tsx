import type { OperatorCompany, User } from '@gbaka/shared';
import { ExternalLink, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuToggle } from '@/components/back-office/menu-toggle';
import LanguageMenu from '@/components/layout/language-menu';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/lib/auth/use-logout';
import { OperatorBrand } from './operator-brand';

interface OperatorHeaderProps {
  user: User;
  workspace: OperatorCompany;
  menu: { open: boolean; toggle: () => void; controls: string };
}

/** Greeting with the role in the company, language, the public site and sign-out (the back office's header). */
export function OperatorHeader({ user, workspace, menu }: OperatorHeaderProps) {
  const { t } = useTranslation('operator');
  const logout = useLogout({ to: '/login', toast: t('layout.logoutSuccess') });
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
      <div className="flex h-16 items-center gap-2 bg-brand-900 px-3 lg:hidden">
        <MenuToggle {...menu} labels={{ open: t('layout.openMenu'), close: t('layout.closeMenu') }} />
        <OperatorBrand company={workspace.company.name} />
      </div>
      <div className="flex min-h-14 flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 lg:px-8">
        <p className="mr-auto text-stone-800">
          <span className="font-semibold">{t('layout.greeting', { firstName: user.firstName })}</span>{' '}
          <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-bold text-accent-900">
            {t(`roles.${workspace.role}`)}
          </span>
        </p>
        <Link
          to="/"
          className="hidden min-h-11 items-center gap-1 rounded-lg px-3 font-medium text-stone-800 hover:bg-stone-100 sm:inline-flex"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          {t('layout.publicSite')}
        </Link>
        <LanguageMenu />
        <Button variant="outline" onClick={() => void logout()}>
          <LogOut className="size-5" aria-hidden="true" />
          {t('layout.logout')}
        </Button>
      </div>
    </header>
  );
}
