import { cn } from '@/lib/cn';

export function navLinkClasses(active: boolean): string {
  return cn(
    'inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-medium text-stone-800 hover:bg-stone-100',
    'data-[state=open]:bg-stone-100',
    active && 'text-brand-800 underline decoration-accent-500 decoration-2 underline-offset-8',
  );
}
