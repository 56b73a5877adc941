import QRCode, { type BitMatrix } from 'qrcode';
import type { DbOrTx } from '../../db/client';
import { signTicketJws } from './ticket-jws';
import { signTicket } from './ticket-signature';
import type { TicketView } from './ticket-view';

/** Error correction M, as the spec asks. */
const QR_OPTIONS = { errorCorrectionLevel: 'M' } as const;
/** The quiet zone around the code, in modules, on the PNG and in the PDF alike. */
export const QR_MARGIN = 2;

/**
 * The QR code's text: a compact JWS signed with Ed25519 (DESIGN §10), which a conductor's phone verifies with
 * no network against the public keys of GET /api/boarding/keys.
 */
export function ticketQrText(db: DbOrTx, secret: string, view: TicketView): Promise<string> {
  return signTicketJws(db, secret, view);
}

/** The QR text of tickets issued before the signed tickets: the payload as JSON with an HMAC (DESIGN §5). */
export function hmacTicketQrText(view: TicketView, secret: string): string {
  return JSON.stringify(signTicket(view.qrPayload, secret));
}

/**
 * The QR code's modules, for the PDF to draw as rectangles: a PNG there cost most of a payment confirmation's
 * CPU, encoded by `qrcode` and decoded again by PDFKit (docs/BENCHMARKS.md, "Payment confirmation").
 */
export function ticketQrModules(text: string): BitMatrix {
  return QRCode.create(text, QR_OPTIONS).modules;
}

/**
 * A PNG drawn on the server (no third-party QR service: the passenger's data never leaves the system), large
 * enough to scan from a phone screen or a cheap print.
 */
export function ticketQrPng(text: string, width: number): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...QR_OPTIONS, type: 'png', width, margin: QR_MARGIN });
}
