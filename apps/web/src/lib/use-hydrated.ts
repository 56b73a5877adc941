import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React takes over the home page's HTML drawn at build time (prerender/home.tsx), and in that drawing;
 * true ever after, and at once on a page the browser draws itself. What the build cannot know (today's date, the
 * lists from the API) waits for it, so that the browser's first render is the build's, and then shows.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
