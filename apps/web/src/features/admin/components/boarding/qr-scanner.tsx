import { CameraOff } from 'lucide-react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { createQrDetector } from '../../utils/barcode';

const SCAN_INTERVAL_MS = 200;

export type CameraFailure = 'denied' | 'failed';

interface QrScannerProps {
  onScan: (text: string) => void;
  onFailure: (failure: CameraFailure) => void;
  onClose: () => void;
}

/** The back camera, read a few times a second until a QR code shows; the camera stops as soon as it is found. */
export function QrScanner({ onScan, onFailure, onClose }: QrScannerProps) {
  const { t } = useTranslation('admin');
  const videoRef = useRef<HTMLVideoElement>(null);
  const scanned = useEffectEvent(onScan);
  const failed = useEffectEvent(onFailure);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        const video = videoRef.current;
        if (stopped || !video) return stop();
        video.srcObject = stream;
        await video.play();
        const detector = createQrDetector();
        const tick = async () => {
          if (stopped) return;
          try {
            const [code] = await detector.detect(video);
            if (code?.rawValue) {
              stop();
              scanned(code.rawValue);
              return;
            }
          } catch {
            // A frame the detector could not read (video not ready yet): try the next one.
          }
          timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
        };
        void tick();
      } catch (error) {
        if (stopped) return;
        stop();
        failed((error as { name?: string }).name === 'NotAllowedError' ? 'denied' : 'failed');
      }
    };
    void start();
    return stop;
  }, []);

  return (
    <div className="space-y-3">
      <div className="relative overflow-hidden rounded-2xl bg-stone-950">
        <video
          ref={videoRef}
          className="aspect-[3/4] w-full object-cover sm:aspect-video"
          muted
          playsInline
        />
        <div
          className="pointer-events-none absolute inset-0 flex items-center justify-center"
          aria-hidden="true"
        >
          <div className="size-56 rounded-3xl border-4 border-white/90 shadow-[0_0_0_9999px_rgba(0,0,0,0.35)]" />
        </div>
        <p className="absolute inset-x-0 bottom-0 bg-stone-950/70 px-4 py-3 text-center text-lg font-semibold text-white">
          {t('boarding.aim')}
        </p>
      </div>
      <Button variant="outline" size="lg" className="w-full" onClick={onClose}>
        <CameraOff className="size-5" aria-hidden="true" />
        {t('boarding.stopCamera')}
      </Button>
    </div>
  );
}
