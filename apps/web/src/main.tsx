// First: it must run before any zod schema is built.
import './lib/zod-csp';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, firstPageLoaded } from './app/router';
import { handleSessionExpiry } from './app/session-expiry';
import { i18n } from './i18n';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './pwa/register-service-worker';
import './index.css';

const container = document.getElementById('root')!;
// The home page arrives drawn (prerender/home.tsx) for a French visitor without a session; public/boot.js marks the
// page `data-prerender="off"`, and hides that picture, for anyone else.
const drawn = container.hasChildNodes() && document.documentElement.dataset.prerender !== 'off';

function start() {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  handleSessionExpiry(queryClient, router);
  const app = <App router={router} queryClient={queryClient} />;
  if (drawn) {
    // React takes over the HTML as it is, in short tasks, once the page's code and texts are there: its first
    // render must be the one the build made.
    void Promise.all([i18n.loadNamespaces('common'), firstPageLoaded(router)]).then(() =>
      startTransition(() => void hydrateRoot(container, app)),
    );
  } else {
    container.replaceChildren();
    delete document.documentElement.dataset.prerender;
    createRoot(container).render(app);
  }
}

// A drawn page is already on screen: the router's start then runs in a task of its own rather than lengthening the
// one that evaluated the scripts, which the phone could not interrupt for a tap (docs/BENCHMARKS.md). Otherwise
// nothing shows until it has run, and it runs at once.
if (drawn) setTimeout(start, 0);
else start();
registerServiceWorker();
