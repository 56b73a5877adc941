/** The access token lives in local storage under "token" (SPEC §9); the refresh token is an httpOnly cookie. */
export const TOKEN_STORAGE_KEY = 'token';

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage refused (private browsing): the session then lasts until the page is closed.
  }
}

export function removeToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
