// First: it must run before any zod schema is built.
import './lib/zod-csp';
import { prepareDateFormats } from '@gbaka/shared';
import { options } from 'preact';
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
import './index.css';

/**
 * The start, in several tasks rather than one: the scripts' evaluation, the language's (which requests its texts),
 * the date formats' (whose locale data the first formatter loads), the router's (which requests the page's code, its
 * data and the visitor's profile), then the first render. At a phone's speed each task is 50 to 150 ms; together
 * they were one of 250 to 400 ms during which a tap waited (docs/BENCHMARKS.md, "Lighthouse").
 *
 * A page the server rendered (DESIGN §12) is hydrated: in the server's language, with its answers in the cache, once
 * the page's code and texts are here, so that the first render is the server's HTML as it stands.
 */
async function start() {
  const server = serverStateToHydrate();
  await nextTask();
  startI18n(server?.language);
  await nextTask();
  prepareDateFormats(i18n.language);
  await nextTask();
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
    rerenderInNextTask();
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
  registerServiceWorker();
}

/**
 * Preact renders all at once, in the task that asks it to; what the first effects change (the router's and the
 * queries' subscriptions, a field taking back what was typed) it renders again in a microtask, that is in the same
 * task as the hydration: together 60 ms and more of a phone's time during which a tap waits. That one re-render
 * goes to a task of its own; later ones render as usual, at once.
 */
function rerenderInNextTask() {
  const usual = options.debounceRendering;
  // Restored only when that render runs: Preact schedules again whenever the hook differs from the one it queued
  // with, so restoring it at once would queue the usual microtask beside the task.
  options.debounceRendering = (render) => {
    void nextTask().then(() => {
      options.debounceRendering = usual;
      render();
    });
  };
}

void start();
