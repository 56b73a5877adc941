import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ticketSigningKeys } from '../../db/schema';
import { newId } from '../../lib/ids';

export type PublicJwk = { kty: 'OKP'; crv: 'Ed25519'; x: string };
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
}

/** The key that encrypts the stored private keys: derived from TICKET_SECRET, never stored. */
const wrappingKey = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'gbaka', 'ticket-signing-key', 32));

function seal(der: Buffer, secret: string, kid: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', wrappingKey(secret), iv);
  cipher.setAAD(Buffer.from(kid));
  const body = Buffer.concat([cipher.update(der), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

function unseal(sealed: string, secret: string, kid: string): KeyObject {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', wrappingKey(secret), iv!);
  decipher.setAAD(Buffer.from(kid));
  decipher.setAuthTag(tag!);
  const der = Buffer.concat([decipher.update(body!), decipher.final()]);
  return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
}

// Importing a key costs little, but a confirmation storm signs many tickets: keep what was imported.
const privateCache = new Map<string, KeyObject>();
const publicCache = new Map<string, KeyObject>();

async function insertKey(db: DbOrTx, secret: string) {
  const kid = newId();
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const jwk = publicKey.export({ format: 'jwk' }) as PublicJwk;
  const der = privateKey.export({ format: 'der', type: 'pkcs8' });
  await db.insert(ticketSigningKeys).values({
    kid,
    publicJwk: { kty: 'OKP', crv: 'Ed25519', x: jwk.x },
    privateKey: seal(der, secret, kid),
  });
  privateCache.set(kid, privateKey);
  return { kid, privateKey };
}

function load(row: { kid: string; privateKey: string }, secret: string): SigningKey {
  let privateKey = privateCache.get(row.kid);
  if (!privateKey) {
    privateKey = unseal(row.privateKey, secret, row.kid);
    privateCache.set(row.kid, privateKey);
  }
  return { kid: row.kid, privateKey };
}

export const signingKeys = {
  /**
   * The key that signs now: the newest not retired, created on first need. The transaction-wide advisory lock
   * makes two instances that sign their first ticket at once create one key, not two.
   */
  async current(db: DbOrTx, secret: string): Promise<SigningKey> {
    const newest = async (tx: DbOrTx) => {
      const [row] = await tx
        .select()
        .from(ticketSigningKeys)
        .where(isNull(ticketSigningKeys.retiredAt))
        .orderBy(desc(ticketSigningKeys.createdAt), desc(ticketSigningKeys.kid))
        .limit(1);
      return row;
    };
    const row = await newest(db);
    if (row) return load(row, secret);
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ticket_signing_keys'))`);
      const again = await newest(tx);
      return again ? load(again, secret) : insertKey(tx, secret);
    });
  },

  /** A new key that signs from now on; the previous ones keep verifying until they are retired. */
  async rotate(db: DbOrTx, secret: string): Promise<string> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ticket_signing_keys'))`);
      return (await insertKey(tx, secret)).kid;
    });
  },

  /** A retired key neither signs nor verifies: the tickets it signed board only online (by reference). */
  async retire(db: DbOrTx, kid: string): Promise<boolean> {
    const rows = await db
      .update(ticketSigningKeys)
      .set({ retiredAt: new Date() })
      .where(and(eq(ticketSigningKeys.kid, kid), isNull(ticketSigningKeys.retiredAt)))
      .returning({ kid: ticketSigningKeys.kid });
    return rows.length === 1;
  },

  /** Every key that verifies, as a JWKS (RFC 7517), oldest first. */
  async jwks(db: DbOrTx) {
    const rows = await db
      .select({ kid: ticketSigningKeys.kid, jwk: ticketSigningKeys.publicJwk })
      .from(ticketSigningKeys)
      .where(isNull(ticketSigningKeys.retiredAt))
      .orderBy(ticketSigningKeys.createdAt, ticketSigningKeys.kid);
    return {
      keys: rows.map((r) => ({ ...r.jwk, kid: r.kid, alg: 'EdDSA' as const, use: 'sig' as const })),
    };
  },

  /** The public key of `kid` when it still verifies; null for an unknown or retired key. */
  async verifying(db: DbOrTx, kid: string): Promise<KeyObject | null> {
    const [row] = await db
      .select({ jwk: ticketSigningKeys.publicJwk })
      .from(ticketSigningKeys)
      .where(and(eq(ticketSigningKeys.kid, kid), isNull(ticketSigningKeys.retiredAt)));
    if (!row) return null;
    let key = publicCache.get(kid);
    if (!key) {
      key = createPublicKey({ key: row.jwk, format: 'jwk' });
      publicCache.set(kid, key);
    }
    return key;
  },
};
