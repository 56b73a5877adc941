import { z } from 'zod';

/**
 * Cookie preferences (SPEC §3, §4), kept in the browser. Essential cookies are always on; the others default
 * to analytics on, marketing off, personalization on.
 */
export const COOKIE_CATEGORIES = ['essential', 'analytics', 'marketing', 'personalization'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

export const COOKIE_PREFERENCES_STORAGE_KEY = 'cookiePreferences';

/** Longest lifetime of each category, in days (SPEC §9: 1 year, 2 years, 1 year, 6 months). */
export const COOKIE_MAX_AGE_DAYS: Record<CookieCategory, number> = {
  essential: 365,
  analytics: 730,
  marketing: 365,
  personalization: 183,
};

export const cookiePreferencesSchema = z.object({
  essential: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  personalization: z.boolean(),
});
export type CookiePreferences = z.infer<typeof cookiePreferencesSchema>;

export const DEFAULT_COOKIE_PREFERENCES: CookiePreferences = Object.freeze({
  essential: true,
  analytics: true,
  marketing: false,
  personalization: true,
});

export function acceptAll(): CookiePreferences {
  return { essential: true, analytics: true, marketing: true, personalization: true };
}

export function refuseOptional(): CookiePreferences {
  return { essential: true, analytics: false, marketing: false, personalization: false };
}

/**
 * Preferences read back from storage. Anything unreadable (absent, not JSON, tampered) gives the defaults;
 * a missing optional category takes its default, and essential is forced on.
 */
export function parseCookiePreferences(stored: string | null | undefined): CookiePreferences {
  if (!stored) return { ...DEFAULT_COOKIE_PREFERENCES };
  try {
    const raw: unknown = JSON.parse(stored);
    if (typeof raw !== 'object' || raw === null) return { ...DEFAULT_COOKIE_PREFERENCES };
    const merged = { ...DEFAULT_COOKIE_PREFERENCES, ...raw, essential: true };
    const parsed = cookiePreferencesSchema.safeParse(merged);
    return parsed.success ? parsed.data : { ...DEFAULT_COOKIE_PREFERENCES };
  } catch {
    return { ...DEFAULT_COOKIE_PREFERENCES };
  }
}
