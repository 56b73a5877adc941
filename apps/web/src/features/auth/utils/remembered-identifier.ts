/** "Se souvenir de moi" keeps only the identifier typed at login, never the password. */
const KEY = 'rememberedIdentifier';

export function getRememberedIdentifier(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberIdentifier(identifier: string | null): void {
  try {
    if (identifier) localStorage.setItem(KEY, identifier);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused: nothing is remembered.
  }
}
