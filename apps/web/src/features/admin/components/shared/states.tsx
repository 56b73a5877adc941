import { Inbox, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** A list that could not load (SPEC §8 Admin: a banner, the toast comes with it). */
export function ErrorBanner({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Alert variant="error" title={message}>
      {onRetry && (
        <Button variant="outline" size="sm" className="mt-1" onClick={onRetry}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}

export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-brand-800">
      <Spinner className="size-7" />
      <span className="font-medium text-stone-800">{label}</span>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center">
      <Inbox className="size-10 text-stone-400" aria-hidden="true" />
      <p className="font-semibold text-stone-800">{title}</p>
      {children}
    </div>
  );
}
