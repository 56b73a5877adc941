import QRCode, { type BitMatrix } from 'qrcode';
import { signTicket } from './ticket-signature';
import type { TicketView } from './ticket-view';

/** Error correction M, as the spec asks. */
const QR_OPTIONS = { errorCorrectionLevel: 'M' } as const;
/** The quiet zone around the code, in modules, on the PNG and in the PDF alike. */
export const QR_MARGIN = 2;

/** The QR code's text: the signed payload as JSON (SPEC §3, DESIGN §5). */
export function ticketQrText(view: TicketView, secret: string): string {
  return JSON.stringify(signTicket(view.qrPayload, secret));
}

/**
 * The QR code's modules, for the PDF to draw as rectangles: a PNG there cost most of a payment confirmation's
 * CPU, encoded by `qrcode` and decoded again by PDFKit (docs/BENCHMARKS.md, "Payment confirmation").
 */
export function ticketQrModules(view: TicketView, secret: string): BitMatrix {
  return QRCode.create(ticketQrText(view, secret), QR_OPTIONS).modules;
}

/**
 * A PNG drawn on the server (no third-party QR service: the passenger's data never leaves the system), large
 * enough to scan from a phone screen or a cheap print.
 */
export function ticketQrPng(view: TicketView, secret: string, width: number): Promise<Buffer> {
  return QRCode.toBuffer(ticketQrText(view, secret), {
    ...QR_OPTIONS,
    type: 'png',
    width,
    margin: QR_MARGIN,
  });
}
