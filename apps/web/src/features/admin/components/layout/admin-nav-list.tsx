import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { adminNav } from './admin-nav';

/** The sidebar's links; also the phone menu's. */
export function AdminNavList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <ul className="space-y-1">
      {adminNav().map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium',
                isActive ? 'bg-brand-700 text-white' : 'text-stone-100 hover:bg-brand-800',
              )
            }
          >
            <Icon className="size-5 shrink-0" aria-hidden="true" />
            {t(label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
