import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
}

interface TabsProps<V extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  /** The selected tab's panel; the others are not rendered (a lazy panel loads only when shown). */
  children: ReactNode;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs (wrapping), Home and End go to the ends,
 * only the selected tab is in the tab order and Tab moves on into its panel.
 */
export function Tabs<V extends string>({ label, items, value, onChange, children, className }: TabsProps<V>) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = Math.max(
    0,
    items.findIndex((item) => item.value === value),
  );
  const tabId = (index: number) => `${base}-tab-${index}`;
  const panelId = `${base}-panel`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? selected === last
          ? 0
          : selected + 1
        : event.key === 'ArrowLeft'
          ? selected === 0
            ? last
            : selected - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(items[next]!.value);
    refs.current[next]?.focus();
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-x-1 border-b border-stone-200"
      >
        {items.map((item, index) => {
          const active = index === selected;
          return (
            <button
              key={item.value}
              ref={(element) => {
                refs.current[index] = element;
              }}
              id={tabId(index)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              onClick={() => onChange(item.value)}
              className={cn(
                '-mb-px inline-flex min-h-11 shrink-0 items-center gap-2 border-b-3 px-3 text-sm font-semibold whitespace-nowrap sm:px-4 sm:text-base',
                active
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-stone-700 hover:border-stone-300 hover:text-stone-950',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} tabIndex={0} className="pt-5">
        {children}
      </div>
    </div>
  );
}
