/**
 * The browser's own QR reader: `BarcodeDetector` (Chromium on Android, where staff scan at the bus door) with the
 * camera through getUserMedia. No library: where either is missing, the screen says so and offers the typed
 * reference instead.
 */
export interface DetectedCode {
  rawValue: string;
}

export interface QrDetector {
  detect(source: CanvasImageSource): Promise<DetectedCode[]>;
}

interface DetectorConstructor {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats?: () => Promise<string[]>;
}

export type ScannerSupport = 'supported' | 'noDetector' | 'noCamera' | 'insecure';

interface Environment {
  isSecureContext?: boolean;
  BarcodeDetector?: unknown;
  navigator?: { mediaDevices?: { getUserMedia?: unknown } };
}

/** Whether this browser can scan; checked before asking for the camera. */
export async function scannerSupport(env: Environment = globalThis as Environment): Promise<ScannerSupport> {
  if (env.isSecureContext === false) return 'insecure';
  if (typeof env.navigator?.mediaDevices?.getUserMedia !== 'function') return 'noCamera';
  const Detector = env.BarcodeDetector as DetectorConstructor | undefined;
  if (typeof Detector !== 'function') return 'noDetector';
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code') ? 'supported' : 'noDetector';
  } catch {
    return 'noDetector';
  }
}

export function createQrDetector(env: Environment = globalThis as Environment): QrDetector {
  const Detector = env.BarcodeDetector as DetectorConstructor;
  return new Detector({ formats: ['qr_code'] });
}
