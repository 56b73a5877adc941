import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { User, SuccessResponse } from '@gbaka/shared';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { getToken, removeToken, setToken } from '@/lib/token-storage';

/** SPEC §4 Session: no stored token means anonymous; with one, the profile is loaded once at start. */
export const sessionQueryKey = ['session'] as const;

let endedByExpiry = false;
/** A sign-out under way: what ends it, once the page it leads to is on screen (use-logout.ts). */
let pendingSignOut: (() => void) | null = null;

async function fetchSessionUser(): Promise<User | null> {
  if (!getToken()) return null;
  try {
    const response = await api.get<SuccessResponse<User>>('/users/profile');
    return response.data;
  } catch (error) {
    // A failed load signs the user out, except when no answer came back at all: on a flaky 3G link the token is
    // kept so that the next visit restores the session instead of asking for the password again.
    if (!isApiError(error) || error.status !== 0) removeToken();
    return null;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSessionUser,
  // Without a token the answer is known at once: no loading state, no spinner flash for visitors.
  initialData: () => (getToken() ? undefined : null),
  staleTime: Infinity,
  gcTime: Infinity,
});

const noSubscription = () => () => {};

/**
 * A server-rendered page is a visitor's: while it hydrates, the session is a visitor's, and the browser's own (a
 * token in local storage) from the render that follows. Only a signed-in traveller's page renders again: a visitor's
 * session is the same both times, so their page hydrates without a second render.
 */
export function useSession() {
  const { data, isPending } = useQuery(sessionQueryOptions);
  const user = useSyncExternalStore(
    noSubscription,
    () => data ?? null,
    () => null,
  );
  const isLoading = useSyncExternalStore(
    noSubscription,
    () => isPending,
    () => false,
  );
  return { user, isLoading, isAuthenticated: user !== null };
}

/** After login or registration: keep the token, show the user at once. */
export function startSession(queryClient: QueryClient, auth: { token: string; user: User }): void {
  endedByExpiry = false;
  pendingSignOut = null;
  setToken(auth.token);
  queryClient.setQueryData(sessionQueryKey, auth.user);
}

/** Forgets the token, the user and every cached answer that may belong to them. */
export function endSession(queryClient: QueryClient, options: { expired?: boolean } = {}): void {
  endedByExpiry = options.expired ?? false;
  removeToken();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, null);
}

export function setSessionUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(sessionQueryKey, user);
}

export function beginSignOut(finish: () => void): void {
  pendingSignOut = finish;
}

/** Whether the session is about to end: the guard of /login then lets the still signed-in user through. */
export function isSigningOut(): boolean {
  return pendingSignOut !== null;
}

/** Ends a sign-out under way, if any. */
export function finishSignOut(): void {
  const finish = pendingSignOut;
  pendingSignOut = null;
  finish?.();
}

/** Whether the last sign-out was a refused refresh, so that /login says "session expired" rather than "sign in". */
export function sessionEndedByExpiry(): boolean {
  return endedByExpiry;
}
