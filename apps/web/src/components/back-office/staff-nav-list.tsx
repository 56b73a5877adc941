import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

export interface StaffNavLink {
  to: string;
  /** Already translated. */
  label: string;
  icon: LucideIcon;
}

/** A staff area's links: the sidebar's, and the phone menu's. */
export function StaffNavList({
  links,
  onNavigate,
}: {
  links: readonly StaffNavLink[];
  onNavigate?: () => void;
}) {
  return (
    <ul className="space-y-1">
      {links.map(({ to, label, icon: Icon }) => (
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
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
