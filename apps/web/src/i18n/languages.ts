import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@gbaka/shared';

/** Each language names itself in the language menu (SPEC §2: Français, English, Español). */
export const LANGUAGE_NAMES: Record<Language, string> = { fr: 'Français', en: 'English', es: 'Español' };

export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The language asked in the address (`?lang=en`, the pages' hreflang links), else the one chosen before. */
export function storedLanguage(): Language {
  return chosenLanguage() ?? DEFAULT_LANGUAGE;
}

/** The same, or null when the visitor has not chosen one. */
export function chosenLanguage(): Language | null {
  const asked = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('lang');
  if (isLanguage(asked)) return asked;
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The cookie the server reads first to answer a page in the visitor's language (DESIGN §12), for a year. */
export const LANGUAGE_COOKIE = 'lang';
const YEAR_SECONDS = 365 * 24 * 3600;

export function rememberLanguage(language: string): void {
  if (typeof document !== 'undefined' && isLanguage(language)) {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  }
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage: the choice then lasts for this visit only.
  }
}
