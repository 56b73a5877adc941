import {
  Building2,
  Bus,
  CalendarClock,
  HandCoins,
  Handshake,
  LayoutDashboard,
  MapPin,
  Route,
  Smartphone,
  ScanLine,
  Ticket,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { TranslationKey } from '@/i18n/keys';

export interface AdminNavItem {
  to: string;
  label: TranslationKey<'admin'>;
  icon: LucideIcon;
}

/**
 * SPEC §2 Admin: the eight links, then the timetables, boarding and refunds screens this product adds, and the USSD simulator.
 *
 * A function, not a constant, on purpose: the icons are read when the menu renders, never while the admin chunk
 * is being evaluated. Icons used only by the back office may be bundled into the lazily loaded route's own small
 * chunk, which imports the admin chunk and is imported back by it; a module-level read would then see them still
 * undefined. The same holds for every icon table in this feature.
 */
export const adminNav = (): readonly AdminNavItem[] => [
  { to: '/admin/dashboard', label: 'nav.dashboard', icon: LayoutDashboard },
  { to: '/admin/users', label: 'nav.users', icon: Users },
  { to: '/admin/companies', label: 'nav.companies', icon: Building2 },
  { to: '/admin/routes', label: 'nav.routes', icon: Route },
  { to: '/admin/buses', label: 'nav.buses', icon: Bus },
  { to: '/admin/bookings', label: 'nav.bookings', icon: Ticket },
  { to: '/admin/cities', label: 'nav.cities', icon: MapPin },
  { to: '/admin/partners', label: 'nav.partners', icon: Handshake },
  { to: '/admin/timetables', label: 'nav.timetables', icon: CalendarClock },
  { to: '/admin/boarding', label: 'nav.boarding', icon: ScanLine },
  { to: '/admin/refunds', label: 'nav.refunds', icon: HandCoins },
  { to: '/admin/ussd', label: 'nav.ussd', icon: Smartphone },
];
