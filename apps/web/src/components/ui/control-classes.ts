import { cn } from '@/lib/cn';

/** The look of every text-like control: inputs, selects, password fields. */
export const controlClasses = cn(
  'block min-h-11 w-full rounded-lg border border-stone-500 bg-white px-3 py-2 text-base text-stone-900',
  'placeholder:text-stone-500 disabled:bg-stone-100 disabled:text-stone-600',
  'aria-invalid:border-red-700 aria-invalid:bg-red-50/40',
);
