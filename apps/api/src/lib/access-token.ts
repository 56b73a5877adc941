import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '@gbaka/shared';

/** Short-lived access tokens; the refresh cookie renews them (DESIGN §3). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  sub: string;
  role: Role;
  /** The account's token version when the token was issued (users.token_version). */
  ver: number;
}

export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims: AccessClaims) =>
      new SignJWT({ role: claims.role, ver: claims.ver })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    verify: async (token: string): Promise<AccessClaims | null> => {
      try {
        // A token without `exp` would never expire: jose only checks `exp` when present, unless required.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        if (typeof payload.sub !== 'string' || !Number.isSafeInteger(payload.ver)) return null;
        return {
          sub: payload.sub,
          role: payload.role === 'admin' ? 'admin' : 'user',
          ver: payload.ver as number,
        };
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
