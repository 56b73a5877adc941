import {
  signedTicketSchema,
  TICKET_JWS_ISSUER,
  TICKET_JWS_TYPE,
  type BoardingJwks,
  type SignedTicket,
} from '@gbaka/shared';

/**
 * The ticket a scanned QR code carries, when its signature holds under one of the pack's keys (Ed25519, checked
 * by the browser's WebCrypto through jose, no network) and it has not expired; null for anything else: a forged
 * or altered code, a key retired since, an older HMAC ticket (those board only online), a random QR code.
 * jose is loaded on the first scan, so the screen opens without it.
 */
export async function verifyTicketQr(
  text: string,
  jwks: BoardingJwks,
  now = new Date(),
): Promise<SignedTicket | null> {
  try {
    const { createLocalJWKSet, jwtVerify } = await import('jose');
    const { payload } = await jwtVerify(text.trim(), createLocalJWKSet(jwks), {
      algorithms: ['EdDSA'],
      issuer: TICKET_JWS_ISSUER,
      typ: TICKET_JWS_TYPE,
      currentDate: now,
    });
    const parsed = signedTicketSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
