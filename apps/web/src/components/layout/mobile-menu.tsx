import { LANGUAGES } from '@gbaka/shared';
import { Building2, LogOut, Menu, Ticket, UserRound, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { LANGUAGE_NAMES } from '@/i18n';
import { cn } from '@/lib/cn';
import { useCurrentLanguage } from './use-current-language';
import { mainLinks, planTripLinks } from './nav-items';
import { useAccount } from './use-account';
import { useStaffWorkspace } from './use-staff-workspace';

const itemClasses =
  'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-base font-medium hover:bg-stone-100';

/** Below md: a disclosure button revealing the header's entries (SPEC §2 Header, mobile). */
export function MobileMenu() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    <div className="md:hidden" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="flex size-11 items-center justify-center rounded-lg text-stone-900 hover:bg-stone-100"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        <span className="sr-only">{open ? t('nav.closeMenu') : t('nav.openMenu')}</span>
      </button>
      <nav
        id="mobile-menu"
        hidden={!open}
        aria-label={t('nav.main')}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-stone-200 bg-white shadow-lg"
      >
        {/* Its entries exist while it is open: a page hydrates and renders its header again (once the session is
            known) without the menu's twenty links. */}
        {open && <MobileMenuEntries close={close} />}
      </nav>
    </div>
  );
}

function MobileMenuEntries({ close }: { close: () => void }) {
  const { t } = useTranslation('common');
  const account = useAccount();
  const staff = useStaffWorkspace(true);
  const { language, change } = useCurrentLanguage();
  const linkClasses = ({ isActive }: { isActive: boolean }) =>
    cn(itemClasses, isActive ? 'bg-brand-50 text-brand-900' : 'text-stone-900');

  return (
    <div className="space-y-4 px-4 py-4">
      <section aria-labelledby="mobile-plan-trip">
        <h2 id="mobile-plan-trip" className="px-3 pb-1 text-sm font-semibold text-stone-600">
          {t('nav.planTrip')}
        </h2>
        <ul>
          {planTripLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={linkClasses} onClick={close}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </section>
      <ul className="border-t border-stone-200 pt-3">
        {mainLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={linkClasses} onClick={close}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      <section aria-labelledby="mobile-language" className="border-t border-stone-200 pt-3">
        <h2 id="mobile-language" className="px-3 pb-2 text-sm font-semibold text-stone-600">
          {t('language.label')}
        </h2>
        <div className="grid grid-cols-3 gap-2">
          {LANGUAGES.map((code) => (
            <button
              key={code}
              type="button"
              lang={code}
              aria-pressed={language === code}
              onClick={() => change(code)}
              className={buttonClasses({
                variant: language === code ? 'primary' : 'outline',
                size: 'sm',
                className: 'min-h-11',
              })}
            >
              {LANGUAGE_NAMES[code]}
            </button>
          ))}
        </div>
      </section>
      <div className="border-t border-stone-200 pt-3">
        {account ? (
          <div className="space-y-1">
            <p className="flex items-center gap-2 px-3 pb-1 text-sm font-semibold text-stone-600">
              <UserRound className="size-4" aria-hidden="true" />
              {account.name}
            </p>
            <button
              type="button"
              className={cn(itemClasses, 'text-stone-900')}
              onClick={() => {
                close();
                account.openEntry();
              }}
            >
              {account.entryLabel}
            </button>
            {staff && (
              <NavLink to="/operator" className={linkClasses} onClick={close}>
                <Building2 className="size-5 text-stone-600" aria-hidden="true" />
                {t('account.workspace')}
              </NavLink>
            )}
            <NavLink to="/tickets" className={linkClasses} onClick={close}>
              <Ticket className="size-5 text-stone-600" aria-hidden="true" />
              {t('nav.tickets')}
            </NavLink>
            <button
              type="button"
              className={cn(itemClasses, 'text-stone-900')}
              onClick={() => {
                close();
                void account.logout();
              }}
            >
              <LogOut className="size-5 text-stone-600" aria-hidden="true" />
              {t('account.logout')}
            </button>
          </div>
        ) : (
          <NavLink to="/login" onClick={close} className={buttonClasses({ className: 'w-full' })}>
            {t('account.signIn')}
          </NavLink>
        )}
      </div>
    </div>
  );
}
