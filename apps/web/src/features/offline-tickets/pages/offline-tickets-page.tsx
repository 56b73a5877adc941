import { LogIn, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-classes';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { OfflineTicketCard } from '../components/offline-ticket-card';
import { useOfflineTickets } from '../hooks/use-offline-tickets';

/**
 * /tickets: the confirmed tickets kept on this phone (api/ticket-db.ts), readable without a network. Open to everyone rather
 * than behind the sign-in guard, which needs the API: the signed-in traveller is read from the stored token.
 */
export function OfflineTicketsPage() {
  const { t } = useTranslation('tickets');
  useDocumentTitle(t('title'));
  const { owner, tickets } = useOfflineTickets();

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-extrabold text-stone-950 sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-stone-700">{t('subtitle')}</p>
      </header>
      {owner === null ? (
        <EmptyState Icon={LogIn} title={t('signedOut.title')}>
          <p>{t('signedOut.text')}</p>
          <Link to="/login" className={buttonClasses({ className: 'mt-4' })}>
            {t('signedOut.action')}
          </Link>
        </EmptyState>
      ) : tickets.isPending ? (
        <PageSpinner label={t('loading')} />
      ) : tickets.isError ? (
        <Alert variant="error">{t('loadError')}</Alert>
      ) : tickets.data.length === 0 ? (
        <EmptyState Icon={Ticket} title={t('empty.title')}>
          <p>{t('empty.text')}</p>
          <Link to="/profile" className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
            {t('empty.action')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-6">
            {tickets.data.map((ticket) => (
              <li key={ticket.bookingId}>
                <OfflineTicketCard ticket={ticket} />
              </li>
            ))}
          </ul>
          <p className="text-center text-sm text-stone-600">{t('clearedOnLogout')}</p>
        </>
      )}
    </div>
  );
}
