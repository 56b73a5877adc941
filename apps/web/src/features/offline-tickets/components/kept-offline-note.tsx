import { CloudDownload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@gbaka/shared';
import { TextLink } from '@/components/ui/text-link';
import { useKeepTicketOffline } from '../hooks/use-offline-tickets';
import { isPhoneLike } from '../utils/phone-like';

/** Under a paid ticket: keeps it on the phone for offline use, then says so and where to find it. */
export function KeptOfflineNote({ booking }: { booking: Booking }) {
  const { t } = useTranslation('common');
  const kept = useKeepTicketOffline(booking);
  // The live region exists from the start so that the sentence is announced when it appears.
  return (
    <div role="status">
      {kept && (
        <p className="flex items-start gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-950">
          <CloudDownload className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            {t(isPhoneLike() ? 'offline.ticketKept' : 'offline.ticketKeptBrowser')}{' '}
            <TextLink to="/tickets">{t('offline.seeTickets')}</TextLink>
          </span>
        </p>
      )}
    </div>
  );
}
