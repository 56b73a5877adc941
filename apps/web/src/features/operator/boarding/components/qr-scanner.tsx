import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';

/** How often a frame is read: enough to feel instant, light on a cheap phone's battery. */
const FRAME_MS = 250;

type Detect = (source: HTMLVideoElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
}
declare const BarcodeDetector: {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
};

/**
 * The browser's BarcodeDetector where it reads QR codes (Chrome on Android); otherwise jsQR, a small pure
 * JavaScript decoder loaded only now, that reads the video frame drawn on a canvas (Safari, desktop Linux).
 */
async function detector(): Promise<Detect> {
  if ('BarcodeDetector' in window && (await BarcodeDetector.getSupportedFormats?.())?.includes('qr_code')) {
    const native = new BarcodeDetector({ formats: ['qr_code'] });
    return async (video) => (await native.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** The back camera, reading until a QR code is found; the camera stops when the scanner closes. */
export function QrScanner({ onText }: { onText: (text: string) => void }) {
  const { t } = useTranslation('operator');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const found = useRef(onText);
  useEffect(() => {
    found.current = onText;
  }, [onText]);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let stopped = false;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const detect = await detector();
        const tick = async () => {
          if (stopped || !video.current) return;
          const text = await detect(video.current).catch(() => null);
          if (text) found.current(text);
          else timer = window.setTimeout(() => void tick(), FRAME_MS);
        };
        void tick();
      } catch {
        if (!stopped) setFailed(true);
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (failed) return <Alert variant="warning" title={t('boarding.cameraFailed')} />;
  return (
    <video
      ref={video}
      muted
      playsInline
      aria-label={t('boarding.cameraLabel')}
      className="aspect-square w-full max-w-sm rounded-xl bg-stone-900 object-cover"
    />
  );
}
