import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * True on the server and while the browser hydrates a server-rendered page, false from the render that follows (and
 * always in a page rendered by the browser alone). What only the browser knows (the session in local storage) is
 * shown from then on, so that hydration meets the server's HTML as it was written.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
