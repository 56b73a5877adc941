import QRCode from 'qrcode';
import { signTicket } from './ticket-signature';
import type { TicketView } from './ticket-view';

/** The QR code's text: the signed payload as JSON (SPEC §3, DESIGN §5). */
export function ticketQrText(view: TicketView, secret: string): string {
  return JSON.stringify(signTicket(view.qrPayload, secret));
}

/**
 * A PNG drawn on the server (no third-party QR service: the passenger's data never leaves the system), with
 * error correction M as the spec asks, large enough to scan from a phone screen or a cheap print.
 */
export function ticketQrPng(view: TicketView, secret: string, width = 400): Promise<Buffer> {
  return QRCode.toBuffer(ticketQrText(view, secret), {
    errorCorrectionLevel: 'M',
    type: 'png',
    width,
    margin: 2,
  });
}
