import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Departure } from '@gbaka/shared';
import { ScanLine, Smartphone, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/back-office/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOnlineStatus } from '@/lib/use-online-status';
import {
  BOARDING_KEY,
  boardingDeparturesQueryOptions,
  boardingScreenKeptQueryOptions,
  downloadPack,
  lastDeparture,
  recordBoarding,
  rememberDeparture,
  scansQueryOptions,
  storedPacksQueryOptions,
} from '../api/boarding';
import type { StoredPack } from '../api/boarding-db';
import { useWorkspace } from '../../components/layout/workspace-context';
import { BoardingCounts } from '../components/boarding-counts';
import { CheckResultPanel } from '../components/check-result';
import { CodeEntry } from '../components/code-entry';
import { DepartureChooser, type DepartureOption } from '../components/departure-chooser';
import { PassengerList } from '../components/passenger-list';
import { SyncStatus } from '../components/sync-status';
import { useBoardingSync } from '../hooks/use-boarding-sync';
import { boardingCounts, checkTicket, type CheckResult, type TicketInput } from '../utils/check-ticket';
import { verifyTicketQr } from '../utils/verify-qr';

// The camera and its decoder only when the conductor opens it.
const QrScanner = lazy(() => import('../components/qr-scanner').then((m) => ({ default: m.QrScanner })));

/** Today's and tomorrow's departures (online) and the downloaded ones (always), each once. */
function departureOptions(today: Departure[], stored: StoredPack[]) {
  const options = new Map<string, DepartureOption>();
  for (const d of today) options.set(d._id, { tripId: d._id, departure: d });
  for (const s of stored) options.set(s.tripId, { tripId: s.tripId, departure: s.pack.departure, stored: s });
  return [...options.values()].sort((a, b) =>
    `${a.departure.departureDate} ${a.departure.departureTime}`.localeCompare(
      `${b.departure.departureDate} ${b.departure.departureTime}`,
    ),
  );
}

/**
 * The conductor's boarding screen (DESIGN §10), made for a phone in a bus yard with no network: choose today's
 * departure and download it while online; then scan each QR code or type its short code, checked on the phone
 * against the pack (signature, bus, seat, revocations, a seat boarded once); the boardings sync when the
 * network is back.
 */
export function BoardingPage() {
  const { t } = useTranslation('operator');
  useDocumentTitle(t('boarding.title'));
  // From the workspace's guard: offline, the session's query has no answer, the guard's pass does.
  const userId = useWorkspace().user._id;
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const upcoming = useQuery({ ...boardingDeparturesQueryOptions(), enabled: online });
  // The screen's own files, stored for the next opening with no network.
  const screenKept = useQuery(boardingScreenKeptQueryOptions());
  const stored = useQuery(storedPacksQueryOptions(userId));
  // Reopened (say, offline in the yard after the app was closed), the screen is back on the bus being boarded.
  const [chosen, setTripId] = useState(() => lastDeparture(userId));
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [result, setResult] = useState<CheckResult | null>(null);
  const [scanning, setScanning] = useState(false);
  const sync = useBoardingSync(userId);
  const options = departureOptions(upcoming.data ?? [], stored.data ?? []);
  // One no longer offered (not downloaded here, and not today's or tomorrow's) is not chosen.
  const tripId = options.some((o) => o.tripId === chosen) ? chosen : '';
  const scans = useQuery({ ...scansQueryOptions(tripId), enabled: tripId !== '' });

  const pack = options.find((o) => o.tripId === tripId)?.stored?.pack;

  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadPack(userId, tripId);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
      await queryClient.invalidateQueries({ queryKey: BOARDING_KEY });
      // The departure is on the phone: make sure the screen that reads it is too.
      if (!screenKept.data) void screenKept.refetch();
    }
  };

  const check = async (input: TicketInput | null) => {
    if (!pack) return;
    const outcome: CheckResult = input
      ? checkTicket(pack, input, scans.data ?? [])
      : { ok: false, reason: 'forged' };
    setResult(outcome);
    if (outcome.ok) {
      await recordBoarding(
        userId,
        tripId,
        outcome.bookingId,
        outcome.seats.map((s) => s.seat),
      );
      await queryClient.invalidateQueries({ queryKey: BOARDING_KEY });
    }
  };

  const scanned = async (text: string) => {
    setScanning(false);
    if (!pack) return;
    const ticket = await verifyTicketQr(text, pack.keys);
    await check(ticket && { kind: 'qr', ticket });
  };

  return (
    <div className="mx-auto max-w-xl space-y-5">
      <PageHeader title={t('boarding.title')} description={t('boarding.subtitle')} />
      <SyncStatus online={online} {...sync} />
      {screenKept.data && (
        <p className="flex items-center gap-2 text-sm text-stone-700" data-testid="screen-kept">
          <Smartphone className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
          {t('boarding.screenKept')}
        </p>
      )}
      <Card className="space-y-3 p-4">
        <DepartureChooser
          options={options}
          selected={tripId}
          onSelect={(id) => {
            setTripId(id);
            rememberDeparture(userId, id);
            setResult(null);
          }}
          onDownload={() => void download()}
          downloading={downloading}
          online={online}
        />
        {downloadFailed && <Alert variant="error" title={t('boarding.downloadFailed')} />}
        {!online && options.length === 0 && <Alert variant="warning" title={t('boarding.offlineNothing')} />}
      </Card>
      {pack && (
        <>
          <BoardingCounts {...boardingCounts(pack, scans.data ?? [])} />
          <Card className="space-y-4 p-4">
            {scanning ? (
              <div className="space-y-3">
                <Suspense fallback={<Spinner />}>
                  <QrScanner onText={(text) => void scanned(text)} />
                </Suspense>
                <Button variant="outline" onClick={() => setScanning(false)}>
                  <X className="size-5" aria-hidden="true" />
                  {t('boarding.closeCamera')}
                </Button>
              </div>
            ) : (
              <Button size="lg" className="w-full" onClick={() => setScanning(true)}>
                <ScanLine className="size-6" aria-hidden="true" />
                {t('boarding.scan')}
              </Button>
            )}
            <CodeEntry onCheck={(typed) => void check({ kind: 'code', typed })} />
            <div aria-live="polite">{result && <CheckResultPanel result={result} />}</div>
          </Card>
          <PassengerList pack={pack} scans={scans.data ?? []} />
        </>
      )}
    </div>
  );
}
