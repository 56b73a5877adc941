// First: it must run before any zod schema is built.
import './lib/zod-csp';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchPageData } from './app/prefetch-page-data';
import { createAppRouter } from './app/router';
import { handleSessionExpiry } from './app/session-expiry';
import { registerServiceWorker } from './features/offline-tickets/worker/register-service-worker';
import { startI18n } from './i18n';
import { sessionQueryOptions } from './lib/auth/session';
import { nextTask } from './lib/next-task';
import { createQueryClient } from './lib/query-client';
import './index.css';

/**
 * The start, in four tasks rather than one: the scripts' evaluation, the language's (which requests its texts), the
 * router's (which requests the page's code, its data and the visitor's profile), then React's first render, itself
 * cut in slices. At a phone's speed each task is 50 to 150 ms; together they were one of 250 to 400 ms during which
 * a tap waited (docs/BENCHMARKS.md, "Lighthouse").
 */
async function start() {
  await nextTask();
  startI18n();
  await nextTask();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  handleSessionExpiry(queryClient, router);
  // A signed-in visitor's profile and the page's data are requested now, beside the page's code, not once it first
  // renders: a page behind sign-in (the seat map) and the search results show a round trip sooner.
  void queryClient.prefetchQuery(sessionQueryOptions);
  prefetchPageData(router, queryClient, router.state.location);
  await nextTask();
  // A transition: React renders the first page in slices of a few milliseconds instead of one long task.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App router={router} queryClient={queryClient} />));
  registerServiceWorker();
}

void start();
