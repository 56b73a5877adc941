/**
 * Gbaka's service worker, built by vite-plugin-pwa (config/pwa.ts) into dist/sw.js with this build's precache list in
 * place of `self.__WB_MANIFEST`. See docs/decisions/005-installable-offline-tickets.md.
 *
 * - The app shell (index.html, manifest, icons, the public pages' scripts, styles and translations) is precached at
 *   install, each file under its revision; a file that did not change between two builds is not downloaded again.
 * - Pages go to the network first, so that the first load after a deploy runs the new app. The precached index.html
 *   answers only when the network fails or stalls; the scripts it names are then all in the precache.
 * - Nothing under /api is cached here. The tickets a traveller keeps for offline use are stored by the app itself
 *   (features/offline-tickets/api/ticket-db.ts), on purpose and per user.
 * - A new worker takes over as soon as it is installed and deletes the previous build's files: an old app cannot
 *   outlive the next load.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

// The project type-checks src/ with the DOM library; the worker only needs these two members of its global scope.
declare const self: typeof globalThis & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
};

/** Past this, a stalled 3G request is abandoned for the precached shell, which is the same app. */
const PAGE_TIMEOUT_SECONDS = 6;
const SHELL_URL = '/index.html';

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// An empty directoryIndex stops "/" from being answered by the precached index.html before the network is asked.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

const network = new NetworkOnly({ networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch {
        return (await matchPrecache(SHELL_URL)) ?? Response.error();
      }
    },
    // The payment provider's pages and the API documentation are server pages, not the app.
    { denylist: [/^\/api\//] },
  ),
);
