import { describe, expect, it } from 'vitest';
import { redirectTarget, returnTargetOf } from './redirect-target';

describe('redirectTarget', () => {
  it('goes back to the page the user came from, with its state', () => {
    const from = { pathname: '/select-seat', search: '?a=1', hash: '', state: { routeId: 'r1' } };
    expect(redirectTarget({ search: '', state: { from } })).toEqual({
      to: { pathname: '/select-seat', search: '?a=1', hash: '' },
      state: { routeId: 'r1' },
    });
  });

  it('accepts a plain path as `from`', () => {
    expect(redirectTarget({ search: '', state: { from: '/profile' } })).toEqual({
      to: { pathname: '/profile' },
    });
  });

  it('uses ?redirect= when there is no state', () => {
    expect(redirectTarget({ search: '?redirect=%2Fsearch%3Ffrom%3DAbidjan', state: null })).toEqual({
      to: { pathname: '/search', search: '?from=Abidjan', hash: '' },
    });
  });

  it('refuses other sites and defaults to home', () => {
    for (const redirect of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const search = `?redirect=${encodeURIComponent(redirect)}`;
      expect(redirectTarget({ search, state: null })).toEqual({ to: { pathname: '/' } });
    }
    expect(
      redirectTarget({ search: '', state: { from: { pathname: '/login', search: '', hash: '' } } }),
    ).toEqual({
      to: { pathname: '/' },
    });
  });
});

describe('returnTargetOf', () => {
  it('carries where to go back to between sign-in and sign-up, not the reason already told', () => {
    const from = { pathname: '/select-seat', search: '', hash: '', state: { selectedRouteId: 't1' } };
    expect(returnTargetOf({ search: '', state: { from, reason: 'authRequired' } })).toEqual({
      search: '',
      state: { from },
    });
    expect(returnTargetOf({ search: '?redirect=%2Fprofile', state: null })).toEqual({
      search: '?redirect=%2Fprofile',
      state: undefined,
    });
  });
});
