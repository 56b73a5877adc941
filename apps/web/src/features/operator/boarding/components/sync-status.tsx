import { CloudOff, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Online or not, and the boardings still to send, with a way to send them now. */
export function SyncStatus({
  online,
  pending,
  syncing,
  failed,
  sync,
}: {
  online: boolean;
  pending: number;
  syncing: boolean;
  failed: boolean;
  sync: () => Promise<void>;
}) {
  const { t } = useTranslation('operator');
  return (
    <div
      role="status"
      data-testid="sync-status"
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-xl border px-4 py-3 text-sm',
        online ? 'border-stone-200 bg-white' : 'border-amber-300 bg-amber-50 text-amber-950',
      )}
    >
      {!online && <CloudOff className="size-5 shrink-0" aria-hidden="true" />}
      <p className="flex-1">
        {!online ? `${t('boarding.offline')} · ` : ''}
        {pending > 0 ? t('boarding.pending', { count: pending }) : t('boarding.allSynced')}
        {failed && online ? ` · ${t('boarding.syncFailed')}` : ''}
      </p>
      {online && pending > 0 && (
        <Button size="sm" variant="outline" onClick={() => void sync()} loading={syncing}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('boarding.syncNow')}
        </Button>
      )}
    </div>
  );
}
