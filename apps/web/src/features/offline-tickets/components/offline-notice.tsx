import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useOnlineStatus } from '@/lib/use-online-status';

/** A thin bar under the header while the phone is offline, pointing to what still works: the saved tickets. */
export function OfflineNotice() {
  const { t } = useTranslation('common');
  const online = useOnlineStatus();
  const { pathname } = useLocation();
  if (online) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-sm text-amber-950">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2">
        <WifiOff className="size-4 shrink-0" aria-hidden="true" />
        <span className="font-semibold">{t('offline.notice')}</span>
        <span>{t('offline.ticketsAvailable')}</span>
        {pathname !== '/tickets' && (
          <Link to="/tickets" className="font-semibold underline underline-offset-4 hover:text-amber-800">
            {t('offline.seeTickets')}
          </Link>
        )}
      </p>
    </div>
  );
}
