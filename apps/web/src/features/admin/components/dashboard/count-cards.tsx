import { formatFcfa, type BookingCounts } from '@gbaka/shared';
import {
  Banknote,
  Building2,
  Bus,
  Handshake,
  MapPin,
  Route,
  Ticket,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../utils/numbers';

export interface DashboardFigures {
  users?: number;
  routes?: number;
  buses?: number;
  companies?: number;
  cities?: number;
  partners?: number;
  bookings?: BookingCounts;
  revenue?: number;
}

interface CardSpec {
  key: Exclude<keyof DashboardFigures, 'bookings' | 'revenue'> | 'bookings';
  to: string;
  icon: LucideIcon;
}

// Built at render time: see adminNav() for why icons are never read at module level here.
const cards = (): CardSpec[] => [
  { key: 'users', to: '/admin/users', icon: Users },
  { key: 'routes', to: '/admin/routes', icon: Route },
  { key: 'buses', to: '/admin/buses', icon: Bus },
  { key: 'companies', to: '/admin/companies', icon: Building2 },
  { key: 'cities', to: '/admin/cities', icon: MapPin },
  { key: 'partners', to: '/admin/partners', icon: Handshake },
  { key: 'bookings', to: '/admin/bookings', icon: Ticket },
];

/** SPEC §2 Dashboard: one card per count, each a link to its screen, and the total revenue. */
export function CountCards({ figures, loading }: { figures: DashboardFigures; loading: boolean }) {
  const { t } = useTranslation('admin');
  const placeholder = loading ? '…' : '—';
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
      {cards().map(({ key, to, icon: Icon }) => {
        const value = key === 'bookings' ? figures.bookings?.total : figures[key];
        return (
          <li key={key}>
            <Link
              to={to}
              className="flex h-full flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:bg-brand-50"
            >
              <span className="flex items-center gap-2 text-sm font-semibold text-stone-700">
                <Icon className="size-5 text-brand-700" aria-hidden="true" />
                {t(`dashboard.counts.${key}`)}
              </span>
              <span className="text-2xl font-extrabold text-stone-950 tabular-nums">
                {value === undefined ? placeholder : formatNumber(value)}
              </span>
            </Link>
          </li>
        );
      })}
      <li className="col-span-2 sm:col-span-3 xl:col-span-1">
        <div className="flex h-full flex-col gap-2 rounded-2xl bg-brand-800 p-4 text-white shadow-sm">
          <span className="flex items-center gap-2 text-sm font-semibold text-brand-100">
            <Banknote className="size-5" aria-hidden="true" />
            {t('dashboard.counts.revenue')}
          </span>
          <span className="text-2xl font-extrabold tabular-nums">
            {figures.revenue === undefined ? placeholder : formatFcfa(figures.revenue)}
          </span>
        </div>
      </li>
    </ul>
  );
}
