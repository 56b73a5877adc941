import { type BoardingReason, type BoardingResult, todayIso } from '@gbaka/shared';
import { Camera, Search } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/control-classes';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { errorMessage, isApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { boardPassenger, verifyTicket, type BoardingCheck } from '../api/boarding';
import { useTrips } from '../api/trips';
import { BoardingResultPanel } from '../components/boarding/boarding-result';
import { QrScanner, type CameraFailure } from '../components/boarding/qr-scanner';
import { PageHeader } from '@/components/back-office/page-header';
import { scannerSupport, type ScannerSupport } from '../utils/barcode';

interface Check {
  result: BoardingResult;
  message: string;
  boardedAt: string | null;
}

function vibrate(pattern: number | number[]) {
  // A buzz tells the result without looking at the screen; ignored where unsupported.
  navigator.vibrate?.(pattern);
}

/** /admin/boarding: scan or type a ticket, learn whether it is valid for this bus and unused, then board it once. */
export function BoardingPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('boarding.title'));
  const referenceRef = useRef<HTMLInputElement>(null);
  const [reference, setReference] = useState('');
  const [tripId, setTripId] = useState('');
  const [scanning, setScanning] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [boarding, setBoarding] = useState(false);
  const [check, setCheck] = useState<Check | null>(null);
  const departures = useTrips({ page: 1, search: '', period: 'all', date: todayIso(), limit: 100 });

  const verify = async (input: BoardingCheck) => {
    setChecking(true);
    setCheck(null);
    try {
      const answer = await verifyTicket({ ...input, tripId: tripId || undefined });
      setCheck({ result: answer.data, message: answer.message, boardedAt: null });
      vibrate(answer.data.valid ? 120 : [300, 120, 300]);
    } catch (error) {
      toast.error(errorMessage(error, t('boarding.verifyError')));
    } finally {
      setChecking(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = reference.trim();
    if (!text) {
      setNotice(t('boarding.referenceRequired'));
      referenceRef.current?.focus();
      return;
    }
    setNotice(null);
    void verify({ reference: text });
  };

  const fallBackToTyping = (message: string) => {
    setScanning(false);
    setNotice(message);
    // After the notice renders, so that the phone's keyboard opens on the field.
    setTimeout(() => referenceRef.current?.focus(), 0);
  };

  const openScanner = async () => {
    setNotice(null);
    const support: ScannerSupport = await scannerSupport();
    if (support === 'supported') setScanning(true);
    else fallBackToTyping(t(`boarding.unsupported.${support}`));
  };

  const onCameraFailure = (failure: CameraFailure) => fallBackToTyping(t(`boarding.camera.${failure}`));

  const board = async () => {
    const booking = check?.result.booking;
    if (!check || !booking) return;
    setBoarding(true);
    try {
      const answer = await boardPassenger({ bookingId: booking._id, tripId: booking.trip._id });
      setCheck({ ...check, boardedAt: answer.data.boardedAt ?? new Date().toISOString() });
      toast.success(answer.message);
      vibrate(120);
    } catch (error) {
      const body = isApiError(error)
        ? (error.body as { reason?: BoardingReason; boardedAt?: string | null })
        : {};
      if (body?.reason) {
        // Boarded meanwhile at another door, or no longer valid: show the refusal as a scan would.
        setCheck({
          result: {
            valid: false,
            reason: body.reason,
            booking: { ...booking, boardedAt: body.boardedAt ?? booking.boardedAt },
          },
          message: errorMessage(error, ''),
          boardedAt: null,
        });
        vibrate([300, 120, 300]);
      } else {
        toast.error(errorMessage(error, t('boarding.boardError')));
      }
    } finally {
      setBoarding(false);
    }
  };

  const next = () => {
    setCheck(null);
    setReference('');
    setNotice(null);
  };

  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <PageHeader title={t('boarding.title')} description={t('boarding.subtitle')} />
      <div className="space-y-1.5">
        <Label htmlFor="boarding-trip">{t('boarding.departure')}</Label>
        <Select id="boarding-trip" value={tripId} onChange={(event) => setTripId(event.target.value)}>
          <option value="">{t('boarding.anyDeparture')}</option>
          {departures.data?.data.map((trip) => (
            <option key={trip._id} value={trip._id}>
              {`${trip.departureTime} · ${trip.from.name} → ${trip.to.name} · ${trip.companyName.name}${trip.bus ? ` · ${trip.bus.busNumber}` : ''}`}
            </option>
          ))}
        </Select>
      </div>

      {scanning ? (
        <QrScanner
          onScan={(text) => {
            setScanning(false);
            void verify({ qr: text });
          }}
          onFailure={onCameraFailure}
          onClose={() => setScanning(false)}
        />
      ) : (
        <Button
          size="lg"
          className="min-h-16 w-full text-xl"
          onClick={() => void openScanner()}
          disabled={checking}
        >
          <Camera className="size-7" aria-hidden="true" />
          {t('boarding.scan')}
        </Button>
      )}

      <form noValidate onSubmit={onSubmit} className="space-y-2 rounded-2xl bg-white p-4 shadow-sm">
        <Label htmlFor="boarding-reference" className="text-base">
          {t('boarding.reference')}
        </Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id="boarding-reference"
            ref={referenceRef}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            placeholder="1A2B3C4D"
            autoCapitalize="characters"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            className={cn(controlClasses, 'min-h-14 font-mono text-xl uppercase')}
            aria-describedby="boarding-reference-hint"
          />
          <Button type="submit" size="lg" className="min-h-14 shrink-0" loading={checking}>
            {!checking && <Search className="size-5" aria-hidden="true" />}
            {t('boarding.verify')}
          </Button>
        </div>
        <p id="boarding-reference-hint" className="text-sm text-stone-600">
          {t('boarding.referenceHint')}
        </p>
      </form>
      {notice && <Alert variant="warning">{notice}</Alert>}

      {check && (
        <>
          <BoardingResultPanel
            result={check.result}
            message={check.message}
            boardedAt={check.boardedAt}
            boarding={boarding}
            onBoard={() => void board()}
          />
          <Button variant="outline" size="lg" className="w-full" onClick={next}>
            {t('boarding.next')}
          </Button>
        </>
      )}
    </div>
  );
}
