import { cn } from '@/lib/cn';

export interface BarListItem {
  key: string;
  label: string;
  /** 0 to 1. */
  ratio: number;
  value: string;
  detail?: string;
}

/**
 * Horizontal bars for ranked lines (occupancy, top routes): a label, its figure and a bar whose length is the
 * ratio. Plain HTML rather than SVG: it wraps on a phone and is read as a list.
 */
export function BarList({
  items,
  tone = 'brand',
}: {
  items: readonly BarListItem[];
  tone?: 'brand' | 'accent';
}) {
  return (
    <ol className="space-y-3">
      {items.map((item) => (
        <li key={item.key} className="space-y-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-semibold text-stone-900">{item.label}</span>
            <span className="shrink-0 font-bold text-stone-950 tabular-nums">{item.value}</span>
          </div>
          <div className="h-2.5 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
            <div
              className={cn('h-full rounded-full', tone === 'brand' ? 'bg-brand-600' : 'bg-accent-500')}
              style={{ width: `${Math.round(Math.min(1, Math.max(0, item.ratio)) * 100)}%` }}
            />
          </div>
          {item.detail && <p className="text-xs text-stone-600">{item.detail}</p>}
        </li>
      ))}
    </ol>
  );
}
