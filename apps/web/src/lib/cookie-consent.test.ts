import { COOKIE_PREFERENCES_STORAGE_KEY } from '@gbaka/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acceptAllCookies,
  canLoad,
  hasCookieChoice,
  readCookiePreferences,
  refuseOptionalCookies,
  saveCookiePreferences,
} from './cookie-consent';

let store: Map<string, string>;
const events: unknown[] = [];

beforeEach(() => {
  store = new Map();
  events.length = 0;
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
  vi.stubGlobal('window', { dispatchEvent: (event: CustomEvent) => events.push(event.detail) });
  vi.stubGlobal(
    'CustomEvent',
    class {
      constructor(
        readonly type: string,
        readonly init: { detail: unknown },
      ) {}
      get detail() {
        return this.init.detail;
      }
    },
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('cookie consent', () => {
  it('defaults to analytics and personalisation on, marketing off, before any choice', () => {
    expect(hasCookieChoice()).toBe(false);
    expect(readCookiePreferences()).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
      personalization: true,
    });
    expect(canLoad('marketing')).toBe(false);
    expect(canLoad('analytics')).toBe(true);
  });

  it('keeps a saved choice and announces it', () => {
    saveCookiePreferences({ essential: true, analytics: false, marketing: true, personalization: false });
    expect(hasCookieChoice()).toBe(true);
    expect(JSON.parse(store.get(COOKIE_PREFERENCES_STORAGE_KEY)!)).toMatchObject({ marketing: true });
    expect(canLoad('analytics')).toBe(false);
    expect(canLoad('marketing')).toBe(true);
    expect(events).toHaveLength(1);
  });

  it('accepts all or refuses every optional category, essential always allowed', () => {
    acceptAllCookies();
    expect(['analytics', 'marketing', 'personalization'].every((c) => canLoad(c as 'analytics'))).toBe(true);
    refuseOptionalCookies();
    expect(canLoad('analytics') || canLoad('marketing') || canLoad('personalization')).toBe(false);
    expect(canLoad('essential')).toBe(true);
  });

  it('falls back to the defaults on a tampered value', () => {
    store.set(COOKIE_PREFERENCES_STORAGE_KEY, '{"essential":false,"marketing":"yes"}');
    expect(readCookiePreferences()).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
      personalization: true,
    });
  });
});
