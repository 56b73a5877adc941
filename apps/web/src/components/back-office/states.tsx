import type { UseQueryResult } from '@tanstack/react-query';
import { Inbox, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useErrorToast } from '@/lib/staff-mutation';

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

interface StaffListStatesProps<T> {
  /** The screen's own words for each state. */
  texts: { loading: string; loadError: string; empty: string };
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'>;
  /** What the list shows once loaded (filtered on the page if it filters); undefined until then. */
  items: readonly T[] | undefined;
  /** Under the empty state's title: a way out ("show all", "add one"). */
  emptyAction?: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}

/**
 * A staff list's states, the same on every screen (SPEC §8 Admin): a load error is a banner with "Réessayer"
 * and a toast, beside the list it may still show; then loading, empty, or the list.
 */
export function StaffListStates<T>({ texts, query, items, emptyAction, children }: StaffListStatesProps<T>) {
  useErrorToast(query.error, texts.loadError);
  let content: ReactNode = null;
  if (query.isPending) content = <LoadingState label={texts.loading} />;
  else if (items?.length === 0) content = <EmptyState title={texts.empty}>{emptyAction}</EmptyState>;
  else if (items) content = children(items);
  return (
    <>
      {query.isError && <ErrorBanner message={texts.loadError} onRetry={() => void query.refetch()} />}
      {content}
    </>
  );
}
