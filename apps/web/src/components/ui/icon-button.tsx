import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  neutral: 'text-stone-700 hover:bg-stone-100 hover:text-stone-950',
  danger: 'text-red-700 hover:bg-red-50 hover:text-red-800',
  success: 'text-brand-700 hover:bg-brand-50 hover:text-brand-900',
  warning: 'text-amber-800 hover:bg-amber-50 hover:text-amber-950',
} as const;

export type IconButtonTone = keyof typeof tones;

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  label: string;
  icon: LucideIcon;
  tone?: IconButtonTone;
}

/** A row action: a 44 px target whose name is its label (read by screen readers, shown as a tooltip). */
export function IconButton({ label, icon: Icon, tone = 'neutral', className, ...props }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-lg transition-colors disabled:opacity-50',
        tones[tone],
        className,
      )}
      {...props}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
