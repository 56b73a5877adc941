import { i18n } from '@/i18n';
import { cn } from '@/lib/cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-block size-6 animate-spin rounded-full border-4 border-current/25 border-t-current',
        className,
      )}
      aria-hidden="true"
    />
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
