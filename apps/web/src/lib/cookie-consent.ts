import {
  acceptAll,
  COOKIE_PREFERENCES_STORAGE_KEY,
  parseCookiePreferences,
  refuseOptional,
  type CookieCategory,
  type CookiePreferences,
} from '@gbaka/shared';

/**
 * The visitor's cookie choices (SPEC §3, §4), kept in local storage. Gbaka loads no analytics, marketing or
 * personalisation script today; any such script added later must ask `canLoad(category)` first and load
 * nothing when it answers false.
 */
export const COOKIE_PREFERENCES_EVENT = 'gbaka:cookie-preferences';

export function readCookiePreferences(): CookiePreferences {
  try {
    return parseCookiePreferences(localStorage.getItem(COOKIE_PREFERENCES_STORAGE_KEY));
  } catch {
    return parseCookiePreferences(null);
  }
}

/** Whether the visitor has saved a choice (else the defaults apply). */
export function hasCookieChoice(): boolean {
  try {
    return localStorage.getItem(COOKIE_PREFERENCES_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** Saves the choice (essential forced on) and tells scripts already on the page. */
export function saveCookiePreferences(preferences: CookiePreferences): CookiePreferences {
  const saved = { ...preferences, essential: true as const };
  try {
    localStorage.setItem(COOKIE_PREFERENCES_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Storage refused (private browsing): the choice then lasts for this page only.
  }
  window.dispatchEvent(new CustomEvent(COOKIE_PREFERENCES_EVENT, { detail: saved }));
  return saved;
}

export const acceptAllCookies = () => saveCookiePreferences(acceptAll());
export const refuseOptionalCookies = () => saveCookiePreferences(refuseOptional());

/** The gate every non-essential script must go through. Essential cookies are always allowed. */
export function canLoad(category: CookieCategory): boolean {
  return category === 'essential' || readCookiePreferences()[category];
}
