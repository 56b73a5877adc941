import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { Language } from '@gbaka/shared';
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { chosenLanguage } from '@/i18n/languages';
import { isLanguage } from '@/i18n';

/** The id of the script in which the server writes a page's state (apps/api/src/plugins/spa.ts). */
export const SERVER_STATE_ID = 'server-state';

/** What the server hands over with a page it rendered (entry-server.tsx). */
export interface ServerState {
  /** The loaders' answers; a page whose loaders failed is rendered afresh instead. */
  router: Pick<HydrationState, 'loaderData' | 'actionData'>;
  queries: DehydratedState;
}

/**
 * The state of the page the server rendered, when the browser is to hydrate it: none on the pages the browser renders
 * (index.html as it is, the offline shell), on a page the server marked "render afresh" (a not-found answer), or when
 * the visitor chose another language in this browser than the one the server wrote (the page is then rendered in
 * theirs, and the cookie set for the next one).
 */
export function serverStateToHydrate(): { state: ServerState; language: Language } | null {
  const script = document.getElementById(SERVER_STATE_ID);
  const language = document.documentElement.lang;
  if (!script?.textContent || !isLanguage(language)) return null;
  const chosen = chosenLanguage();
  if (chosen && chosen !== language) return null;
  return { state: JSON.parse(script.textContent) as ServerState, language };
}

/** The answers the server's render used, in the browser's cache: the first render shows the same page. */
export function hydrateQueries(queryClient: QueryClient, state: ServerState): void {
  hydrate(queryClient, state.queries);
}

/**
 * Loads the code of the routes the address matches and puts it on the routes, before the router starts: React
 * Router then renders the page at once, as the server did, instead of its fallback while it loads the page's code
 * (React Router's way for lazy routes under server rendering). Each route's `lazy` also loads the page's translations.
 */
export async function loadMatchedRoutes(tree: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(tree, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
