/**
 * Gbaka's service worker, built by vite-plugin-pwa (config/pwa.ts) into dist/sw.js with this build's precache list in
 * place of `self.__WB_MANIFEST`. See docs/decisions/005-installable-offline-tickets.md.
 *
 * - The app shell (index.html, manifest, icons, the public pages' scripts, styles and translations) is precached at
 *   install, each file under its revision; a file that did not change between two builds is not downloaded again.
 * - Pages go to the network first, so that the first load after a deploy runs the new app. The precached index.html
 *   answers only when the network fails or stalls; the scripts it names are then all in the precache.
 * - The conductor's boarding screen (/operator/boarding) must open in a bus yard with no network, but a traveller must
 *   not download the companies' workspace: its files travel in the list marked `boardingScreen` (config/pwa.ts) and
 *   are stored, in a cache of their own, only when the screen asks (lib/keep-boarding-screen.ts); a phone that has
 *   them gets the next build's at the worker's update.
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
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { BOARDING_SCREEN_CACHE, KEEP_BOARDING_SCREEN } from '../../../lib/keep-boarding-screen';

/** A worker's event that it may extend (install, activate, message), as far as this file uses it. */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  ports: readonly MessagePort[];
}
type ManifestEntry = PrecacheEntry & { boardingScreen?: true };

// The project type-checks src/ with the DOM library; the worker only needs these members of its global scope.
declare const self: typeof globalThis & {
  __WB_MANIFEST: Array<ManifestEntry | string>;
  skipWaiting(): Promise<void>;
};

/** The worker's own events, which the DOM library does not describe. */
function on(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
function on(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
function on(type: string, listener: (event: ExtendableMessageEvent) => void): void {
  self.addEventListener(type, listener as unknown as EventListener);
}

/** This build's files: the app shell and the travellers' pages, and apart, the boarding screen's. */
const manifest = self.__WB_MANIFEST;

/** Past this, a stalled 3G request is abandoned for the precached shell, which is the same app. */
const PAGE_TIMEOUT_SECONDS = 6;
const SHELL_URL = '/index.html';

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

const isBoardingScreen = (entry: ManifestEntry | string): entry is ManifestEntry =>
  typeof entry !== 'string' && entry.boardingScreen === true;

// An empty directoryIndex stops "/" from being answered by the precached index.html before the network is asked.
precacheAndRoute(
  manifest.filter((entry) => !isBoardingScreen(entry)),
  { directoryIndex: '', cleanURLs: false },
);

/** This build's files of the boarding screen, as absolute URLs (hashed names: each is its own version). */
const boardingScreenUrls = new Set(
  manifest.filter(isBoardingScreen).map((entry) => new URL(entry.url, self.location.href).href),
);

/** Stores the boarding screen's files not stored yet, one after the other (3G prefers one request at a time). */
async function keepBoardingScreen(): Promise<boolean> {
  const cache = await caches.open(BOARDING_SCREEN_CACHE);
  const kept = new Set((await cache.keys()).map((request) => request.url));
  try {
    for (const url of boardingScreenUrls) if (!kept.has(url)) await cache.add(url);
    return true;
  } catch {
    // The network dropped half-way: what is stored stays, the screen asks again on its next opening.
    return false;
  }
}

async function boardingScreenKept(): Promise<boolean> {
  if (!(await caches.has(BOARDING_SCREEN_CACHE))) return false;
  return (await (await caches.open(BOARDING_SCREEN_CACHE)).keys()).length > 0;
}

on('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type !== KEEP_BOARDING_SCREEN) return;
  const kept = keepBoardingScreen();
  event.waitUntil(kept);
  void kept.then((ok) => event.ports[0]?.postMessage({ kept: ok }));
});

// A phone that keeps the boarding screen gets this build's files before the new worker takes over: the conductor
// may next open the app in the yard. A failed download does not stop the update.
on('install', (event) => {
  event.waitUntil(
    boardingScreenKept()
      .then((kept) => kept && keepBoardingScreen())
      .catch(() => undefined),
  );
});

// The previous build's files of the screen go, as the precache's do.
on('activate', (event) => {
  event.waitUntil(
    (async () => {
      if (!(await caches.has(BOARDING_SCREEN_CACHE))) return;
      const cache = await caches.open(BOARDING_SCREEN_CACHE);
      for (const request of await cache.keys())
        if (!boardingScreenUrls.has(request.url)) await cache.delete(request);
    })(),
  );
});

// Once stored, served from the phone; a file not stored yet is fetched and stored on the way.
registerRoute(
  ({ url }) => boardingScreenUrls.has(url.href),
  new CacheFirst({ cacheName: BOARDING_SCREEN_CACHE }),
);

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
