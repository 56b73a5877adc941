import { i18n } from '@/i18n';
import { cn } from '@/lib/cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <svg className={cn('size-6 animate-spin', className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** Full-area loading state. Also shown while a catalogue loads, so it reads i18n without suspending. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center text-brand-700">
      <Spinner className="size-8" />
      <span className="sr-only">{label ?? i18n.t('common:loading', { defaultValue: 'Chargement…' })}</span>
    </div>
  );
}
