import { House, Store, type LucideIcon } from 'lucide-react';
import { roleAllows, type CompanyRole } from '@gbaka/shared';
import type { TranslationKey } from '@/i18n/keys';

export interface OperatorNavItem {
  to: string;
  label: TranslationKey<'operator'>;
  icon: LucideIcon;
  /** Who sees it; managers see everything (roleAllows). */
  roles: readonly CompanyRole[];
}

/**
 * The workspace's links, one line each (DESIGN §9): a screen adds its line here and its route in
 * app/operator-routes.tsx. A function for the reason admin-nav.ts gives (icons read at render, not at load).
 */
const operatorNav = (): readonly OperatorNavItem[] => [
  { to: '/operator/home', label: 'nav.home', icon: House, roles: ['agent', 'conductor'] },
  { to: '/operator/counter', label: 'nav.counter', icon: Store, roles: ['agent'] },
];

/** The links a role sees, in order; the first is where /operator leads. */
export const operatorNavFor = (role: CompanyRole) =>
  operatorNav().filter((item) => roleAllows(role, item.roles));
