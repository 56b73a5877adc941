import { getToken } from '@/lib/token-storage';

/**
 * The user id ("sub") inside an access token. Read without checking the signature: it only says whose saved tickets
 * to show on this phone, data that is already on it; the API checks every token it receives.
 */
export function tokenSubject(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const bytes = Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    );
    const { sub } = JSON.parse(new TextDecoder().decode(bytes)) as { sub?: unknown };
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}

/**
 * Who is signed in on this phone, known without a network: the session's profile needs the API, but the token stays
 * in storage until sign-out.
 */
export function currentTicketOwner(): string | null {
  return tokenSubject(getToken());
}
