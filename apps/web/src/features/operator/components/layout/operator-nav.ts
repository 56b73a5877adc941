import {
  Bus,
  CalendarClock,
  FileSpreadsheet,
  House,
  ListChecks,
  ScanLine,
  Store,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { roleAllows, type CompanyRole } from '@gbaka/shared';
import type { TranslationKey } from '@/i18n/keys';

export interface OperatorNavItem {
  to: string;
  label: TranslationKey<'operator'>;
  icon: LucideIcon;
  /** Who sees it; managers see everything (roleAllows). */
  roles: readonly CompanyRole[];
  /** The role that /operator opens on this screen (an agent's counter, a conductor's boarding). */
  landingOf?: CompanyRole;
}

/**
 * The workspace's links, one line each (DESIGN §9): a screen adds its line here and its route in
 * app/operator-routes.tsx. A function for the reason admin-nav.ts gives (icons read at render, not at load).
 */
const operatorNav = (): readonly OperatorNavItem[] => [
  { to: '/operator/departures', label: 'nav.departures', icon: ListChecks, roles: ['agent', 'conductor'] },
  { to: '/operator/fleet', label: 'nav.fleet', icon: Bus, roles: [] },
  { to: '/operator/timetables', label: 'nav.timetables', icon: CalendarClock, roles: [] },
  { to: '/operator/staff', label: 'nav.staff', icon: Users, roles: [] },
  { to: '/operator/statements', label: 'nav.statements', icon: FileSpreadsheet, roles: [] },
  { to: '/operator/counter', label: 'nav.counter', icon: Store, roles: ['agent'], landingOf: 'agent' },
  {
    to: '/operator/boarding',
    label: 'nav.boarding',
    icon: ScanLine,
    roles: ['conductor'],
    landingOf: 'conductor',
  },
  { to: '/operator/home', label: 'nav.home', icon: House, roles: ['agent', 'conductor'] },
];

/** The links a role sees, in order. */
export const operatorNavFor = (role: CompanyRole) =>
  operatorNav().filter((item) => roleAllows(role, item.roles));

/** Where /operator leads: the screen marked as the role's landing, else its first link. */
export function landingFor(role: CompanyRole): string {
  const links = operatorNavFor(role);
  return (links.find((item) => item.landingOf === role) ?? links[0])?.to ?? '/operator/home';
}
