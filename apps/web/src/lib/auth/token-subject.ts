/**
 * The user id ("sub") inside an access token. Read without checking the signature: it only says whose data, already
 * on this phone, to show when the API cannot be asked (saved tickets, the workspace's pass); the API checks every
 * token it receives.
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
