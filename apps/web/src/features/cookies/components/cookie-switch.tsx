import { cn } from '@/lib/cn';

interface CookieSwitchProps {
  id: string;
  title: string;
  description: string;
  duration: string;
  checked: boolean;
  disabled?: boolean;
  lockedLabel?: string;
  onChange: (checked: boolean) => void;
}

/** One cookie category: a native checkbox announced as a switch, with what it is for and how long it lasts. */
export function CookieSwitch({
  id,
  title,
  description,
  duration,
  checked,
  disabled,
  lockedLabel,
  onChange,
}: CookieSwitchProps) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-2xl border border-stone-200 bg-white p-4">
      <div className="min-w-0">
        <label htmlFor={id} className="font-bold text-stone-950">
          {title}
        </label>
        <p id={`${id}-description`} className="mt-1 text-sm text-stone-700">
          {description}
        </p>
        <p className="mt-1 text-sm text-stone-600">{duration}</p>
        {disabled && lockedLabel && (
          <p className="mt-1 text-sm font-semibold text-brand-800">{lockedLabel}</p>
        )}
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-description`}
          onChange={(event) => onChange(event.target.checked)}
          className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
        <span
          aria-hidden="true"
          className={cn(
            'flex h-8 w-14 items-center rounded-full p-1 transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-700',
            checked ? 'bg-brand-700' : 'bg-stone-400',
            disabled && 'opacity-60',
          )}
        >
          <span
            className={cn(
              'size-6 rounded-full bg-white shadow transition-transform',
              checked && 'translate-x-6',
            )}
          />
        </span>
      </span>
    </div>
  );
}
