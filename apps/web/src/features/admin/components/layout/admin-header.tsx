import type { User } from '@gbaka/shared';
import { ExternalLink, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuToggle } from '@/components/back-office/menu-toggle';
import LanguageMenu from '@/components/layout/language-menu';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/lib/auth/use-logout';
import { AdminBrand } from './admin-brand';

interface AdminHeaderProps {
  user: User;
  menu: { open: boolean; toggle: () => void; controls: string };
}

/** Greeting with first name and role, language, link to the public site and logout (SPEC §2 Admin). */
export function AdminHeader({ user, menu }: AdminHeaderProps) {
  const { t } = useTranslation('admin');
  const logout = useLogout({ to: '/login', toast: t('layout.logoutSuccess') });
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
      <div className="flex h-16 items-center gap-2 bg-brand-900 px-3 lg:hidden">
        <MenuToggle {...menu} labels={{ open: t('layout.openMenu'), close: t('layout.closeMenu') }} />
        <AdminBrand />
      </div>
      <div className="flex min-h-14 flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 lg:px-8">
        <p className="mr-auto text-stone-800">
          <span className="font-semibold">{t('layout.greeting', { firstName: user.firstName })}</span>{' '}
          <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-bold text-accent-900">
            {user.role === 'admin' ? t('layout.roleAdmin') : t('layout.roleUser')}
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
