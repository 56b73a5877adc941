import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { caller, signUpAdmin } from '../../../test/admin-factories';
import { createTrip, hoursFromNow, insertBooking } from '../../../test/factories';
import { createTestApp, signUp } from '../../../test/helper';
import { signingKeys } from './signing-keys';
import { signTicketJws, TICKET_JWS_TYPE, verifyTicketJws } from './ticket-jws';
import { hmacTicketQrText } from './ticket-qr';
import { loadTicketView } from './ticket-view';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const secret = ctx.config.TICKET_SECRET;
const call = caller(app, (await signUpAdmin(app)).auth);
const userId = (await signUp(app)).user._id;
const verify = (qr: string) => call('POST', '/api/admin/boarding/verify', { qr });

async function issued(hours = 1, back = false) {
  const { trip } = await createTrip(db, hoursFromNow(hours));
  const ret = back ? (await createTrip(db, hoursFromNow(hours + 48))).trip : undefined;
  const booking = await insertBooking(db, { trip, back: ret, userId, seats: [3, 4] });
  const view = (await loadTicketView(db, booking.id))!;
  return { trip, booking, view, qr: await signTicketJws(db, secret, view) };
}

/** The same claims and header, signed by a key the server never issued. */
async function forged(qr: string) {
  const { privateKey } = generateKeyPairSync('ed25519');
  return new SignJWT(decodeJwt(qr))
    .setProtectedHeader({ alg: 'EdDSA', kid: decodeProtectedHeader(qr).kid!, typ: TICKET_JWS_TYPE })
    .sign(privateKey);
}

describe('signed tickets (Ed25519 JWS)', () => {
  it('carries the spec QR fields, the trip, each seat passenger and the key id, and verifies', async () => {
    const { trip, booking, view, qr } = await issued(1, true);
    expect(qr.split('.')).toHaveLength(3);
    const header = decodeProtectedHeader(qr);
    expect(header).toMatchObject({ alg: 'EdDSA', typ: TICKET_JWS_TYPE, kid: expect.any(String) });
    const claims = await verifyTicketJws(db, qr);
    expect(claims).toMatchObject({
      ...view.qrPayload,
      trip: trip.id,
      passengers: [
        { seat: 3, fullName: 'Awa Koné' },
        { seat: 4, fullName: 'Awa Koné' },
      ],
      returnTrip: booking.returnTripId,
      returnSeats: [3, 4],
      jti: booking.id,
    });
    expect(claims!.exp).toBeGreaterThan(claims!.iat);
  });

  it('refuses a tampered payload, another key under a known kid, and an expired ticket', async () => {
    const { qr } = await issued();
    const [h, p, s] = qr.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, seats: [3, 4, 5] })).toString('base64url');
    expect(await verifyTicketJws(db, `${h}.${tampered}.${s}`)).toBeNull();
    expect(await verifyTicketJws(db, await forged(qr))).toBeNull();
    expect(await verifyTicketJws(db, qr, new Date(Date.now() + 5 * 24 * 3600_000))).toBeNull();
    expect(await verifyTicketJws(db, 'a.b.c')).toBeNull();
    for (const text of [`${h}.${tampered}.${s}`, await forged(qr)]) {
      expect((await verify(text)).json()).toMatchObject({
        message: "QR code invalide : ce billet n'a pas été émis par Gbaka",
        data: { valid: false, reason: 'invalid_signature', booking: null },
      });
    }
  });

  it('rotates: the new key signs, the old one verifies until retired, the JWKS lists the active keys', async () => {
    const before = await issued();
    const oldKid = decodeProtectedHeader(before.qr).kid!;
    const newKid = await signingKeys.rotate(db, secret);
    const after = await issued();
    expect(decodeProtectedHeader(after.qr).kid).toBe(newKid);
    expect(await verifyTicketJws(db, before.qr)).not.toBeNull();

    const jwks = await app.inject({ method: 'GET', url: '/api/boarding/keys' });
    expect(jwks.statusCode).toBe(200);
    expect(jwks.headers['cache-control']).toBe('public, max-age=300');
    const kids = jwks.json().keys.map((k: { kid: string }) => k.kid);
    expect(kids).toEqual(expect.arrayContaining([oldKid, newKid]));
    expect(jwks.json().keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(JSON.stringify(jwks.json())).not.toMatch(/"d"/);

    await signingKeys.retire(db, oldKid);
    expect(await verifyTicketJws(db, before.qr)).toBeNull();
    expect(await verifyTicketJws(db, after.qr)).not.toBeNull();
    const left = (await app.inject({ method: 'GET', url: '/api/boarding/keys' })).json().keys;
    expect(left.map((k: { kid: string }) => k.kid)).not.toContain(oldKid);
  });

  it('stores the private keys encrypted, never as a JWK with its secret part', async () => {
    const rows = await db.query.ticketSigningKeys.findMany();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.privateKey.split('.')).toHaveLength(3);
      expect(row.publicJwk).not.toHaveProperty('d');
    }
  });
});

describe('boarding check with both ticket formats', () => {
  it('boards a signed ticket and an older HMAC ticket', async () => {
    const signed = await issued();
    expect((await verify(signed.qr)).json()).toMatchObject({
      data: { valid: true, reason: null, booking: { _id: signed.booking.id, seats: [3, 4] } },
    });
    const older = await issued();
    const hmac = hmacTicketQrText(older.view, secret);
    expect((await verify(hmac)).json()).toMatchObject({
      data: { valid: true, booking: { _id: older.booking.id } },
    });
  });

  it('refuses the QR of a cancelled booking, and of a booking whose seats changed since', async () => {
    const cancelled = await issued();
    await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.booking.id));
    expect((await verify(cancelled.qr)).json().data).toMatchObject({ valid: false, reason: 'cancelled' });

    const changed = await issued();
    await db
      .update(bookings)
      .set({ selectedSeats: [7, 8] })
      .where(eq(bookings.id, changed.booking.id));
    expect((await verify(changed.qr)).json()).toMatchObject({
      message: 'Billet périmé : la réservation a été modifiée depuis, demandez le nouveau billet',
      data: { valid: false, reason: 'revoked' },
    });
    // The new ticket of the changed booking boards.
    const fresh = await signTicketJws(db, secret, (await loadTicketView(db, changed.booking.id))!);
    expect((await verify(fresh)).json().data).toMatchObject({ valid: true });
  });
});

describe('POST /admin/boarding/keys/rotate and /{kid}/retire', () => {
  it('rotates and retires through the back office, audited; a ticket of a retired key is refused as forged', async () => {
    const before = await issued();
    const oldKid = decodeProtectedHeader(before.qr).kid!;
    const rotated = await call('POST', '/api/admin/boarding/keys/rotate');
    expect(rotated.statusCode).toBe(201);
    const newKid = rotated.json().data.kid as string;
    expect(rotated.json().message).toMatch(/^Nouvelle clé de signature/);
    const after = await issued();
    expect(decodeProtectedHeader(after.qr).kid).toBe(newKid);
    expect((await verify(before.qr)).json().data.valid).toBe(true);

    const retired = await call('POST', `/api/admin/boarding/keys/${oldKid}/retire`);
    expect(retired.statusCode).toBe(200);
    expect((await verify(before.qr)).json().data).toMatchObject({
      valid: false,
      reason: 'invalid_signature',
    });
    expect((await verify(after.qr)).json().data.valid).toBe(true);
    const kids = (await app.inject({ method: 'GET', url: '/api/boarding/keys' })).json().keys;
    expect(kids.map((k: { kid: string }) => k.kid)).not.toContain(oldKid);
    expect((await call('POST', `/api/admin/boarding/keys/${oldKid}/retire`)).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/boarding/keys/nope/retire')).statusCode).toBe(404);

    const actions = await db.query.auditLog.findMany({
      where: (a, { inArray }) => inArray(a.entityId, [oldKid, newKid]),
    });
    expect(actions.map((a) => a.action).sort()).toEqual(['signing_key.retire', 'signing_key.rotate']);
  });

  it('is for administrators only', async () => {
    const traveller = caller(app, (await signUp(app)).auth);
    expect((await traveller('POST', '/api/admin/boarding/keys/rotate')).statusCode).toBe(403);
    expect((await caller(app)('POST', '/api/admin/boarding/keys/rotate')).statusCode).toBe(401);
  });
});
