import { describe, expect, it } from 'vitest';
import { acceptAll, DEFAULT_COOKIE_PREFERENCES, parseCookiePreferences, refuseOptional } from './cookies';

describe('cookie preferences', () => {
  it('default to analytics and personalization on, marketing off', () => {
    expect(DEFAULT_COOKIE_PREFERENCES).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
      personalization: true,
    });
  });

  it('accept all or refuse the optional ones, essential staying on', () => {
    expect(acceptAll()).toEqual({ essential: true, analytics: true, marketing: true, personalization: true });
    expect(refuseOptional()).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
      personalization: false,
    });
  });

  it('read stored preferences, forcing essential on', () => {
    expect(parseCookiePreferences(JSON.stringify({ ...refuseOptional(), essential: false }))).toEqual(
      refuseOptional(),
    );
    expect(parseCookiePreferences(JSON.stringify({ marketing: true }))).toEqual({
      ...DEFAULT_COOKIE_PREFERENCES,
      marketing: true,
    });
  });

  it('fall back to the defaults on anything unreadable', () => {
    for (const stored of [null, '', '{', '"yes"', 'null', JSON.stringify({ analytics: 'yes' })]) {
      expect(parseCookiePreferences(stored)).toEqual(DEFAULT_COOKIE_PREFERENCES);
    }
  });
});
