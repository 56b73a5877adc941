const WORKER_URL = '/sw.js';
/** An installed app can stay open for days: look for a new build when it comes back to the front, at most hourly. */
const UPDATE_CHECK_EVERY_MS = 60 * 60_000;

/**
 * Registers the service worker of the production build (sw.ts beside this file): it makes the app installable and
 * lets the shell and the saved tickets open without a network. The development server has no worker, so that hot
 * reload never fights a cache.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page's own downloads: on 3G, the precache must not delay the first screen.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

async function register(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
    let lastCheck = Date.now();
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_EVERY_MS) return;
      lastCheck = Date.now();
      // Offline, or the server is down: the next visit tries again.
      registration.update().catch(() => undefined);
    });
  } catch {
    // Private browsing or a browser that refuses workers: the app still works, only not offline.
  }
}
