import { formatFcfa, type Departure, type Language } from '@gbaka/shared';
import { ArrowLeft, Ban, Clock, FileDown, Printer, Tag } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/back-office/page-header';
import { ErrorBanner, LoadingState } from '@/components/back-office/states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-error';
import { saveBlob } from '@/lib/booking/ticket';
import { useErrorToast } from '@/lib/staff-mutation';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOperatorCompany } from '../api/company';
import { manifestFile, useManifest } from '../api/departures';
import { DepartureStatus } from '../components/departures/departure-status';
import { SeatCounts } from '../components/departures/seat-counts';
import { CancelForm, DelayForm, FareForm } from '../components/manifest/departure-change-forms';
import { ManifestSeats } from '../components/manifest/manifest-seats';
import { dayLabel } from '../utils/format';

type Change = 'delay' | 'cancel' | 'fare';

/**
 * A departure's manifest (DESIGN §9): every seat with its passenger, contact, channel, payment and boarding,
 * asked again every few seconds while open (conductors board meanwhile); printable as an A4 PDF and as CSV. A
 * manager delays, cancels or reprices the departure from here.
 */
export function ManifestPage() {
  const { t, i18n } = useTranslation('operator');
  const { tripId = '' } = useParams();
  const manifest = useManifest(tripId);
  const role = useOperatorCompany().data?.role;
  const [change, setChange] = useState<Change | null>(null);
  useDocumentTitle(t('manifest.title'));
  useErrorToast(manifest.error, t('manifest.loadError'));
  const d = manifest.data?.departure;

  return (
    <div className="space-y-5">
      <Link
        to="/operator/departures"
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('manifest.back')}
      </Link>
      {manifest.isError && (
        <ErrorBanner message={t('manifest.loadError')} onRetry={() => void manifest.refetch()} />
      )}
      {manifest.isPending && <LoadingState label={t('manifest.loading')} />}
      {d && manifest.data && (
        <>
          <PageHeader
            title={`${d.from.name} – ${d.to.name}`}
            description={
              <>
                <span className="first-letter:uppercase">{dayLabel(d.departureDate, i18n.language)}</span>,{' '}
                {d.departureTime} → {d.arrivalTime} · {d.bus.name} ({d.bus.busNumber})
              </>
            }
            actions={<DownloadButtons departure={d} />}
          />
          <Summary departure={d} />
          {role === 'manager' && d.status !== 'cancelled' && d.status !== 'departed' && (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setChange('delay')}>
                <Clock className="size-5" aria-hidden="true" />
                {t('delay.open')}
              </Button>
              <Button variant="outline" onClick={() => setChange('fare')}>
                <Tag className="size-5" aria-hidden="true" />
                {t('fare.open')}
              </Button>
              <Button variant="danger" onClick={() => setChange('cancel')}>
                <Ban className="size-5" aria-hidden="true" />
                {t('cancel.open')}
              </Button>
            </div>
          )}
          <ManifestSeats seats={manifest.data.seats} />
          <Dialog open={change !== null} onOpenChange={(open) => !open && setChange(null)}>
            {change && (
              <DialogContent title={t(`${change}.title`)} description={t(`${change}.description`)}>
                <ChangeForm change={change} departure={d} onDone={() => setChange(null)} />
              </DialogContent>
            )}
          </Dialog>
        </>
      )}
    </div>
  );
}

function ChangeForm({ change, ...props }: { change: Change; departure: Departure; onDone: () => void }) {
  const forms: Record<Change, ReactNode> = {
    delay: <DelayForm {...props} />,
    cancel: <CancelForm {...props} />,
    fare: <FareForm {...props} />,
  };
  return forms[change];
}

function Summary({ departure: d }: { departure: Departure }) {
  const { t, i18n } = useTranslation('operator');
  return (
    <div className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <DepartureStatus departure={d} />
        <span className="text-stone-700">
          {t('board.revenue')}{' '}
          <strong className="text-stone-950">{formatFcfa(d.revenue, i18n.language as Language)}</strong>
        </span>
        <span className="text-stone-700">
          {t('manifest.fare')}{' '}
          <strong className="text-stone-950">{formatFcfa(d.price, i18n.language as Language)}</strong>
        </span>
      </div>
      <SeatCounts departure={d} />
      {d.status === 'delayed' && d.delayReason && (
        <Alert variant="warning" title={t('status.delayedBy', { minutes: d.delayMinutes })}>
          {d.delayReason}
        </Alert>
      )}
      {d.status === 'cancelled' && (
        <Alert variant="error" title={t('status.cancelled')}>
          {d.cancelReason}
        </Alert>
      )}
      <p className="text-xs text-stone-600">{t('manifest.live')}</p>
    </div>
  );
}

function DownloadButtons({ departure: d }: { departure: Departure }) {
  const { t } = useTranslation('operator');
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);
  async function download(format: 'pdf' | 'csv') {
    setBusy(format);
    try {
      const name = `manifest-${d.departureDate}-${d.departureTime.replace(':', 'h')}.${format}`;
      saveBlob(await manifestFile(d._id, format), name);
    } catch (error) {
      toast.error(errorMessage(error, t('manifest.downloadError')));
    } finally {
      setBusy(null);
    }
  }
  return (
    <>
      <Button onClick={() => void download('pdf')} loading={busy === 'pdf'}>
        {busy !== 'pdf' && <Printer className="size-5" aria-hidden="true" />}
        {t('manifest.print')}
      </Button>
      <Button variant="outline" onClick={() => void download('csv')} loading={busy === 'csv'}>
        {busy !== 'csv' && <FileDown className="size-5" aria-hidden="true" />}
        {t('manifest.csv')}
      </Button>
    </>
  );
}
