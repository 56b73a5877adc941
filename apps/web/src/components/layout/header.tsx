import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AccountMenu } from './account-menu';
import { Brand } from './brand';
import { DeferredMenu } from './deferred-menu';
import { LanguageTriggerContent, PlanTripTriggerContent } from './menu-triggers';
import { MobileMenu } from './mobile-menu';
import { mainLinks } from './nav-items';
import { navLinkClasses } from './nav-link-classes';
import { useCurrentLanguage } from './use-current-language';
import { HydrationSlice } from '@/lib/hydration-slices';

const loadPlanTripMenu = () => import('./plan-trip-menu');
const PlanTripMenu = lazy(loadPlanTripMenu);
const loadLanguageMenu = () => import('./language-menu');
const LanguageMenu = lazy(loadLanguageMenu);

export function Header() {
  const { t } = useTranslation('common');
  const { name } = useCurrentLanguage();
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Brand />
        <HydrationSlice>
          <nav aria-label={t('nav.main')} className="ml-4 hidden items-center gap-1 md:flex">
            <DeferredMenu menu={PlanTripMenu} preload={loadPlanTripMenu} className={navLinkClasses(false)}>
              <PlanTripTriggerContent label={t('nav.planTrip')} />
            </DeferredMenu>
            {mainLinks.map((link) => (
              <NavLink key={link.to} to={link.to} className={({ isActive }) => navLinkClasses(isActive)}>
                {t(link.label)}
              </NavLink>
            ))}
          </nav>
        </HydrationSlice>
        <HydrationSlice>
          <div className="ml-auto hidden items-center gap-2 md:flex">
            <DeferredMenu
              menu={LanguageMenu}
              preload={loadLanguageMenu}
              className={navLinkClasses(false)}
              aria-label={`${t('language.label')} : ${name}`}
            >
              <LanguageTriggerContent name={name} />
            </DeferredMenu>
            <AccountMenu />
          </div>
        </HydrationSlice>
        <HydrationSlice>
          <div className="ml-auto md:hidden">
            <MobileMenu />
          </div>
        </HydrationSlice>
      </div>
    </header>
  );
}
