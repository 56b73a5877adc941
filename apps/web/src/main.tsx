// First: it must run before any zod schema is built.
import './lib/zod-csp';
import { prepareDateFormats } from '@gbaka/shared';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './app/app';
import { prefetchPageData } from './app/prefetch-page-data';
import { routes } from './app/router';
import { hydrateQueries, loadMatchedRoutes, serverStateToHydrate } from './app/server-state';
import { handleSessionExpiry } from './app/session-expiry';
import { registerServiceWorker } from './features/offline-tickets/worker/register-service-worker';
import { i18n, startI18n } from './i18n';
import { sessionQueryOptions } from './lib/auth/session';
import { nextTask } from './lib/next-task';
import { createQueryClient } from './lib/query-client';
import { hydrateInSlices } from './lib/hydration-slices';
import './index.css';

/**
 * The start, in tasks of a few milliseconds rather than one: the scripts' evaluation, the language's (which requests
 * its texts), the date formats' (one task each), the router's (which requests the page's code, its data and the
 * visitor's profile), then the first render. At a phone's speed a task of 30 ms is 120 ms during which a tap waits;
 * together they were one of 250 to 400 ms (docs/BENCHMARKS.md, "Lighthouse").
 *
 * A page the server rendered (DESIGN §12) is hydrated: in the server's language, with its answers in the cache, once
 * the page's code and texts are here, so that the first render is the server's HTML as it stands; and in slices, a
 * few milliseconds each (lib/hydration-slices.tsx).
 */
async function start() {
  const server = serverStateToHydrate();
  await nextTask();
  startI18n(server?.language);
  await nextTask();
  await prepareDateFormats(i18n.language, nextTask);
  const queryClient = createQueryClient();
  const tree = routes(queryClient);
  if (server) {
    hydrateQueries(queryClient, server.state);
    await Promise.all([loadMatchedRoutes(tree, location.pathname), i18n.loadNamespaces('common')]);
  }
  const router = createBrowserRouter(tree, server ? { hydrationData: server.state.router } : undefined);
  handleSessionExpiry(queryClient, router);
  // A signed-in visitor's profile and the page's data are requested now, beside the page's code, not once it first
  // renders: a page behind sign-in (the seat map) and the search results show a round trip sooner.
  void queryClient.prefetchQuery(sessionQueryOptions);
  prefetchPageData(router, queryClient, router.state.location);
  await nextTask();
  const app = (
    <App router={router} queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>
  );
  const container = document.getElementById('root')!;
  if (server) {
    void hydrateInSlices(() => hydrateRoot(container, app));
  } else {
    createRoot(container).render(app);
  }
  registerServiceWorker();
}

void start();
