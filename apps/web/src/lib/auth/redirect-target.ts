import type { Location, Path } from 'react-router';

/** Why /login was shown; the login page explains it with a toast. */
export type LoginReason = 'authRequired' | 'sessionExpired';

/** Router state carried to /login: where to go back to (with that page's own state), and why. */
export interface LoginState {
  from?: string | Pick<Location, 'pathname' | 'search' | 'hash' | 'state'>;
  reason?: LoginReason;
}

export interface RedirectTarget {
  to: Partial<Path>;
  state?: unknown;
}

/** Only same-site paths: "/x" but not "//evil.example" or "https://...". */
function isSafePath(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
  );
}

/** Where to send a user who has just signed in: router state `from`, else `?redirect=`, else home. */
export function redirectTarget(location: Pick<Location, 'search' | 'state'>): RedirectTarget {
  const from = (location.state as LoginState | null)?.from;
  if (typeof from === 'string' && isSafePath(from)) return { to: { pathname: from } };
  if (
    from &&
    typeof from === 'object' &&
    isSafePath(from.pathname) &&
    !/^\/(login|register)\b/.test(from.pathname)
  ) {
    return { to: { pathname: from.pathname, search: from.search, hash: from.hash }, state: from.state };
  }
  const redirect = new URLSearchParams(location.search).get('redirect');
  if (isSafePath(redirect)) {
    const url = new URL(redirect, 'http://gbaka.invalid');
    return { to: { pathname: url.pathname, search: url.search, hash: url.hash } };
  }
  return { to: { pathname: '/' } };
}

/**
 * What the link between /login and /register carries (issue 16): where to go back to once signed in, so that a
 * visitor who chose a trip and then creates an account lands on its seat map as after a sign-in. Not the reason,
 * whose toast was shown already.
 */
export function returnTargetOf(location: Pick<Location, 'search' | 'state'>): {
  search: string;
  state: LoginState | undefined;
} {
  const from = (location.state as LoginState | null)?.from;
  return { search: location.search, state: from ? { from } : undefined };
}
