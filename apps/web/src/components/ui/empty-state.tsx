import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface EmptyStateProps {
  Icon: LucideIcon;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** Nothing to show: an icon, a sentence, and what to do next (children). */
export function EmptyState({ Icon, title, children, className }: EmptyStateProps) {
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center',
        className,
      )}
    >
      <Icon className="size-10 text-stone-500" aria-hidden="true" />
      <p className="font-semibold text-stone-900">{title}</p>
      {children && <div className="text-sm text-stone-700">{children}</div>}
    </div>
  );
}
