import { describe, expect, it } from 'vitest';
import { scannerSupport } from './barcode';

const camera = { mediaDevices: { getUserMedia: () => undefined } };

function detector(formats: string[] | Error) {
  return class {
    static getSupportedFormats = () =>
      formats instanceof Error ? Promise.reject(formats) : Promise.resolve(formats);
    detect() {
      return Promise.resolve([]);
    }
  };
}

describe('scannerSupport', () => {
  it('needs a secure page, a camera and a QR-capable detector', async () => {
    expect(await scannerSupport({ isSecureContext: false, navigator: camera })).toBe('insecure');
    expect(await scannerSupport({ isSecureContext: true, navigator: {} })).toBe('noCamera');
    expect(await scannerSupport({ isSecureContext: true, navigator: camera })).toBe('noDetector');
    expect(
      await scannerSupport({
        isSecureContext: true,
        navigator: camera,
        BarcodeDetector: detector(['ean_13']),
      }),
    ).toBe('noDetector');
    expect(
      await scannerSupport({
        isSecureContext: true,
        navigator: camera,
        BarcodeDetector: detector(new Error('x')),
      }),
    ).toBe('noDetector');
    expect(
      await scannerSupport({
        isSecureContext: true,
        navigator: camera,
        BarcodeDetector: detector(['qr_code', 'ean_13']),
      }),
    ).toBe('supported');
  });
});
