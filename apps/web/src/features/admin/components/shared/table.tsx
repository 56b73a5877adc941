import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Admin tables: on a phone the table keeps its columns and scrolls sideways inside its card; the page itself never
 * does. The card is a named, focusable region so that a keyboard can scroll it too.
 */
export function TableCard({
  label,
  children,
  minWidth = 'min-w-[44rem]',
}: {
  label: string;
  children: ReactNode;
  minWidth?: string;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <table className={cn('w-full border-collapse text-left text-sm', minWidth)}>{children}</table>
    </div>
  );
}

export const thClasses =
  'border-b border-stone-200 bg-stone-50 px-2.5 py-3 text-xs font-bold tracking-wide whitespace-nowrap text-stone-700 uppercase';
export const tdClasses = 'border-b border-stone-100 px-2.5 py-2 align-middle text-stone-900';
