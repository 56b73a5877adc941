import { formatInstant, isPositiveStatus, paymentDisplayStatus, type Booking } from '@gbaka/shared';
import { AppWindow, Download, House, Printer, RotateCw, TriangleAlert } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import { downloadTicket } from '@/lib/booking/ticket';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useQuery } from '@tanstack/react-query';
import { bookingQueryOptions } from '../api/bookings';
import { resumePayment } from '@/lib/booking/payment';
import { StatusHeader } from '../components/confirmation/status-header';
import { Ticket } from '../components/confirmation/ticket';
import '../components/confirmation/ticket-print.css';
import { usePaymentStatus } from '../components/confirmation/use-payment-status';
import { FullPageMessage } from '../components/full-page-message';
import { remainingMs } from '@/lib/booking/countdown';
import { confirmationParams } from '../utils/confirmation-params';
import { printInWindow } from '../utils/print-in-window';

const BOOKING_POLL_MS = 5_000;

/**
 * /confirmation-paiement/{token} (SPEC §2): where the payment provider sends the traveller back. `PaidTicketNote`
 * shows under a paid ticket: the route (app/routes/payment-confirmation-route.tsx) gives the offline-tickets note,
 * since a feature does not import another.
 */
export function PaymentConfirmationPage({
  PaidTicketNote,
}: {
  PaidTicketNote?: ComponentType<{ booking: Booking }>;
}) {
  const { t, i18n } = useTranslation('booking');
  useDocumentTitle(t('confirmation.title'));
  const params = confirmationParams(useParams(), useSearchParams()[0]);
  const [bookingFromCheck, setBookingFromCheck] = useState<string | null>(null);
  const bookingId = params.bookingId ?? bookingFromCheck;
  const booking = useQuery({
    ...bookingQueryOptions(bookingId ?? ''),
    enabled: Boolean(bookingId),
    // Without a payment token there is nothing to ask the provider: watch the booking itself for a while.
    refetchInterval: (query) =>
      !params.token && query.state.data?.status === 'pending_payment' && query.state.dataUpdateCount < 6
        ? BOOKING_POLL_MS
        : false,
  });
  const check = usePaymentStatus(params.token, () => void booking.refetch());
  const checkResult = check.state === 'checking' || check.state === 'done' ? check.result : undefined;
  if (!bookingFromCheck && checkResult?.bookingId) setBookingFromCheck(checkResult.bookingId);
  const [downloading, setDownloading] = useState(false);
  const [retrying, setRetrying] = useState(false);

  const home = (
    <Link to="/" className={buttonClasses({ variant: 'outline' })}>
      <House className="size-5" aria-hidden="true" />
      {t('confirmation.home')}
    </Link>
  );

  // SPEC §8 Confirmation: nothing to show without a booking id, or when the check cannot name one.
  if (!bookingId) {
    if (check.state === 'checking' && !checkResult) return <PageSpinner label={t('confirmation.checking')} />;
    const message =
      check.state === 'error'
        ? check.message || t('confirmation.checkError')
        : params.token
          ? t('confirmation.processingError')
          : t('confirmation.noBookingId');
    return (
      <FullPageMessage
        tone="error"
        icon={<TriangleAlert className="size-8" />}
        title={t('confirmation.errorTitle')}
        actions={home}
      >
        {message}
      </FullPageMessage>
    );
  }
  if (booking.isPending) return <PageSpinner label={t('confirmation.checking')} />;

  const status = paymentDisplayStatus({
    statusParam: params.statusParam,
    bookingStatus: booking.data?.status,
    checkStatus: params.token ? (check.state === 'error' ? 'error' : checkResult?.status) : undefined,
    loadError: booking.isError,
  });

  if (booking.isError) {
    const notFound = isApiError(booking.error) && booking.error.status === 404;
    return (
      <div className="mx-auto max-w-2xl px-4 py-10">
        <StatusHeader status={status}>
          <p className="mt-1 font-semibold">
            {notFound ? t('confirmation.notFound') : errorMessage(booking.error, t('confirmation.loadError'))}
          </p>
        </StatusHeader>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={() => void booking.refetch()}>
            <RotateCw className="size-5" aria-hidden="true" />
            {t('confirmation.retry')}
          </Button>
          {home}
        </div>
      </div>
    );
  }

  const data = booking.data!;
  const paid = isPositiveStatus(data.status);
  const stillPolling = check.state === 'checking';
  const declined = checkResult && (checkResult.status === 'failed' || checkResult.status === 'cancelled');
  const canRetryPayment =
    data.status === 'pending_payment' && remainingMs(data.holdExpiresAt) > 0 && !stillPolling;

  async function download() {
    setDownloading(true);
    try {
      await downloadTicket(data._id);
    } catch (error) {
      toast.error(t('ticket.downloadError'), errorMessage(error, t('ticket.downloadError')));
    } finally {
      setDownloading(false);
    }
  }

  function printTicketInWindow() {
    const ticket = document.getElementById('printable-ticket');
    // Blocked popup: print the page, whose print style keeps the ticket alone.
    if (!ticket || !printInWindow(ticket, t('confirmation.title'))) window.print();
  }

  async function retryPayment() {
    setRetrying(true);
    try {
      await resumePayment(data._id, t('checkout.missingUrl'));
    } catch (error) {
      toast.error(
        t('checkout.paymentErrorTitle'),
        error instanceof Error ? error.message : t('checkout.paymentError'),
      );
      setRetrying(false);
    }
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 print:p-0">
      <StatusHeader status={status}>
        {declined && canRetryPayment && (
          <p className="mt-1 font-semibold">
            {checkResult.status === 'cancelled'
              ? t('confirmation.declinedCancelled')
              : t('confirmation.declinedFailed')}
          </p>
        )}
        {status === 'pending' && stillPolling && <p className="mt-1">{t('confirmation.autoRefresh')}</p>}
        {canRetryPayment && data.holdExpiresAt && (
          <p className="mt-1">
            {t('confirmation.holdUntil', { time: formatInstant(data.holdExpiresAt, i18n.language, 'time') })}
          </p>
        )}
      </StatusHeader>

      <div className="flex flex-wrap justify-center gap-3">
        {canRetryPayment && (
          <Button variant="accent" onClick={() => void retryPayment()} loading={retrying}>
            {t('confirmation.retryPayment')}
          </Button>
        )}
        {status === 'pending' && !stillPolling && !canRetryPayment && (
          <Button variant="outline" onClick={() => void booking.refetch()} loading={booking.isFetching}>
            <RotateCw className="size-5" aria-hidden="true" />
            {t('confirmation.refresh')}
          </Button>
        )}
      </div>

      <Ticket booking={data} paymentStatus={status} />
      {paid && PaidTicketNote && <PaidTicketNote booking={data} />}

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        {paid && (
          <>
            <Button onClick={() => window.print()}>
              <Printer className="size-5" aria-hidden="true" />
              {t('ticket.print')}
            </Button>
            <Button variant="outline" onClick={printTicketInWindow}>
              <AppWindow className="size-5" aria-hidden="true" />
              {t('ticket.printInWindow')}
            </Button>
            <Button variant="outline" onClick={() => void download()} loading={downloading}>
              {!downloading && <Download className="size-5" aria-hidden="true" />}
              {t('ticket.download')}
            </Button>
          </>
        )}
        {home}
      </div>
    </div>
  );
}
