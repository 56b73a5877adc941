import { Suspense, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';

/** The phone menu's state, which the frame keeps and the header's toggle shows. */
export interface StaffMenu {
  open: boolean;
  toggle: () => void;
  controls: string;
}

interface StaffFrameProps {
  /** Prefix of the element ids ("admin" → #admin-main, #admin-mobile-nav). */
  id: string;
  brand: ReactNode;
  /** The header, given whether the phone menu is open and how to toggle it. */
  header: (menu: StaffMenu) => ReactNode;
  /** The links, given what closes the phone menu once one is followed. */
  nav: (onNavigate?: () => void) => ReactNode;
  labels: { skipToContent: string; navigation: string };
}

/**
 * The frame of the staff areas (the back office and the companies' workspace): a sidebar on a wide screen, a menu
 * that the header opens on a phone, and the page. One frame, so that both areas look and behave alike.
 */
export function StaffFrame({ id, brand, header, nav, labels }: StaffFrameProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const mobileNavId = `${id}-mobile-nav`;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && menuOpen) setMenuOpen(false);
  }

  return (
    <div className="min-h-dvh bg-stone-100 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]" onKeyDown={onKeyDown}>
      <a
        href={`#${id}-main`}
        className="sr-only z-[70] rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {labels.skipToContent}
      </a>
      <div className="hidden bg-brand-950 lg:block">
        <aside className="sticky top-0 flex h-dvh flex-col gap-6 overflow-y-auto px-3 py-5">
          <div className="px-2">{brand}</div>
          <nav aria-label={labels.navigation}>{nav()}</nav>
        </aside>
      </div>
      <div className="flex min-h-dvh min-w-0 flex-col">
        {header({ open: menuOpen, toggle: () => setMenuOpen((open) => !open), controls: mobileNavId })}
        <nav
          id={mobileNavId}
          hidden={!menuOpen}
          aria-label={labels.navigation}
          className="border-b border-brand-900 bg-brand-950 px-3 py-3 lg:hidden"
        >
          {nav(closeMenu)}
        </nav>
        <main id={`${id}-main`} tabIndex={-1} className="flex-1 px-4 py-6 outline-none lg:px-8">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
