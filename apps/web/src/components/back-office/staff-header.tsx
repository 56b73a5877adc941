import { ExternalLink, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import LanguageMenu from '@/components/layout/language-menu';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/lib/auth/use-logout';
import { MenuToggle } from './menu-toggle';
import type { StaffMenu } from './staff-frame';

interface StaffHeaderProps {
  /** The area's brand, shown on a phone beside the menu button (the sidebar shows it on a wide screen). */
  brand: ReactNode;
  /** "Bonjour, Koffi". */
  greeting: string;
  /** The signed-in person's role in the area, as a badge. */
  role: string;
  menu: StaffMenu;
  labels: Record<'openMenu' | 'closeMenu' | 'publicSite' | 'logout' | 'logoutSuccess', string>;
}

/**
 * The header of the staff areas (the back office, a company's workspace): greeting with the first name and role,
 * language, link to the public site and sign-out (SPEC §2 Admin); on a phone, the menu button and the brand above.
 */
export function StaffHeader({ brand, greeting, role, menu, labels }: StaffHeaderProps) {
  const logout = useLogout({ to: '/login', toast: labels.logoutSuccess });
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
      <div className="flex h-16 items-center gap-2 bg-brand-900 px-3 lg:hidden">
        <MenuToggle {...menu} labels={{ open: labels.openMenu, close: labels.closeMenu }} />
        {brand}
      </div>
      <div className="flex min-h-14 flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 lg:px-8">
        <p className="mr-auto text-stone-800">
          <span className="font-semibold">{greeting}</span>{' '}
          <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-bold text-accent-900">
            {role}
          </span>
        </p>
        <Link
          to="/"
          className="hidden min-h-11 items-center gap-1 rounded-lg px-3 font-medium text-stone-800 hover:bg-stone-100 sm:inline-flex"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          {labels.publicSite}
        </Link>
        <LanguageMenu />
        <Button variant="outline" onClick={() => void logout()}>
          <LogOut className="size-5" aria-hidden="true" />
          {labels.logout}
        </Button>
      </div>
    </header>
  );
}
