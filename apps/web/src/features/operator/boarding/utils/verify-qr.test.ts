import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { BoardingJwks } from '@gbaka/shared';
import { verifyTicketQr } from './verify-qr';

const claims = { jti: 'b1', trip: 't1', seats: [3, 4] };

async function key(kid: string) {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = await exportJWK(publicKey);
  return { kid, privateKey, jwk: { ...jwk, kid, alg: 'EdDSA', use: 'sig' } };
}

const sign = (
  k: Awaited<ReturnType<typeof key>>,
  over: Record<string, unknown> = {},
  typ = 'gbaka-ticket+jwt',
) =>
  new SignJWT({ ...claims, ...over })
    .setProtectedHeader({ alg: 'EdDSA', kid: k.kid, typ })
    .setIssuer('gbaka')
    .setExpirationTime('2h')
    .sign(k.privateKey);

describe('verifyTicketQr (offline, with the pack keys)', async () => {
  const active = await key('k1');
  const retired = await key('k0');
  const jwks = { keys: [active.jwk] } as BoardingJwks;

  it('reads a ticket signed by a key of the pack', async () => {
    expect(await verifyTicketQr(await sign(active), jwks)).toMatchObject(claims);
  });

  it('refuses a tampered payload, a key not in the pack (retired or foreign), another type, junk', async () => {
    const [h, , s] = (await sign(active)).split('.');
    const altered = Buffer.from(JSON.stringify({ ...claims, seats: [3, 4, 5], iss: 'gbaka' })).toString(
      'base64url',
    );
    for (const text of [
      `${h}.${altered}.${s}`,
      await sign(retired),
      await sign(active, {}, 'JWT'),
      '{"bookingId":"b1","signature":"x"}',
      'hello',
    ]) {
      expect(await verifyTicketQr(text, jwks), text.slice(0, 30)).toBeNull();
    }
  });

  it('refuses an expired ticket', async () => {
    const later = new Date(Date.now() + 3 * 3600_000);
    expect(await verifyTicketQr(await sign(active), jwks, later)).toBeNull();
  });
});
