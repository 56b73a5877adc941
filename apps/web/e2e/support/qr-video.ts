import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

/**
 * A video file of one still QR code, in the YUV4MPEG2 format that Chromium plays as its fake camera
 * (`--use-file-for-fake-video-capture`): black modules on white, in grey (the colour planes at 128), with a quiet
 * zone, as a paper ticket held in front of a phone's back camera.
 */
export function writeQrVideo(path: string, text: string, size = 720): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const scale = Math.floor(size / (modules + 8));
  const offset = Math.floor((size - modules * scale) / 2);
  const luma = Buffer.alloc(size * size, 255);
  for (let row = 0; row < modules; row += 1)
    for (let col = 0; col < modules; col += 1) {
      if (!qr.modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1)
        luma.fill(
          0,
          (offset + row * scale + y) * size + offset + col * scale,
          (offset + row * scale + y) * size + offset + (col + 1) * scale,
        );
    }
  const chroma = Buffer.alloc((size / 2) * (size / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${size} H${size} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  // A few identical frames: Chromium loops the file.
  writeFileSync(path, Buffer.concat([header, frame, frame, frame]));
}
