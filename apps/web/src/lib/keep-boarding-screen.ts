// Here rather than in a feature: the conductor's boarding screen (features/operator) asks, and the service worker
// (features/offline-tickets/worker/sw.ts) answers; neither imports the other.

/** The cache where the service worker keeps the boarding screen's files, apart from the travellers' precache. */
export const BOARDING_SCREEN_CACHE = 'gbaka-boarding-screen';
/** The message that asks the service worker to keep them; it answers `{ kept: boolean }` on the given port. */
export const KEEP_BOARDING_SCREEN = 'gbaka:keep-boarding-screen';

/**
 * Asks the service worker to store every file the boarding screen needs (its chunks, the camera's decoder, the
 * workspace's texts in fr, en and es), so that the screen opens again with no network, even after the app was
 * closed. Resolves true once they are all stored; false without a service worker or when a download failed.
 */
export async function keepBoardingScreenOffline(): Promise<boolean> {
  // The development server has no worker (register-service-worker.ts): nothing would ever answer.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return false;
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) return false;
  return new Promise<boolean>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ kept?: boolean }>) => resolve(event.data.kept === true);
    worker.postMessage({ type: KEEP_BOARDING_SCREEN }, [channel.port2]);
  });
}
