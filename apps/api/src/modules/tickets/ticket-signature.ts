import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  canonicalQrPayload,
  signedTicketQrSchema,
  ticketQrPayloadSchema,
  type SignedTicketQr,
  type TicketQrPayload,
} from '@gbaka/shared';

const mac = (payload: TicketQrPayload, secret: string) =>
  createHmac('sha256', secret).update(canonicalQrPayload(payload)).digest('base64url');

/**
 * The QR code's content: the spec's payload (SPEC §3) plus an HMAC-SHA256 of its canonical form, keyed with
 * TICKET_SECRET, so that staff scanning it know the server issued exactly this ticket (DESIGN §5).
 */
export function signTicket(payload: TicketQrPayload, secret: string): SignedTicketQr {
  const clean = ticketQrPayloadSchema.parse(payload);
  return { ...clean, sig: mac(clean, secret) };
}

/** The payload of a scanned QR text when its signature holds; null for anything forged, altered or unreadable. */
export function verifyTicket(qrText: string, secret: string): TicketQrPayload | null {
  let json: unknown;
  try {
    json = JSON.parse(qrText);
  } catch {
    return null;
  }
  const parsed = signedTicketQrSchema.safeParse(json);
  if (!parsed.success) return null;
  const { sig, ...payload } = parsed.data;
  const expected = Buffer.from(mac(payload, secret));
  const received = Buffer.from(sig);
  return received.length === expected.length && timingSafeEqual(received, expected) ? payload : null;
}
