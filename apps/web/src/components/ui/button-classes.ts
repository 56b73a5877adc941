import { cn } from '@/lib/cn';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900',
  accent: 'bg-accent-500 text-stone-950 hover:bg-accent-400',
  outline: 'border border-stone-400 bg-white text-stone-900 hover:bg-stone-50',
  ghost: 'text-stone-800 hover:bg-stone-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  link: 'text-brand-700 underline underline-offset-4 hover:text-brand-900',
} as const;

const sizes = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-base',
  lg: 'min-h-12 px-6 text-base',
  icon: 'size-11',
} as const;

export interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  className?: string;
}

/** `className` is for layout (width, margins): it cannot override the size padding, as classes are not merged.
 * Button look for links that act as buttons: `<Link className={buttonClasses({ variant: 'outline' })}>`. */
export function buttonClasses({ variant = 'primary', size = 'md', className }: ButtonStyle = {}): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-55',
    variant !== 'link' && sizes[size],
    variants[variant],
    className,
  );
}
