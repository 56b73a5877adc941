// Here rather than in features/offline-tickets, which owns the database (api/ticket-db.ts): signing out
// (lib/auth/use-logout.ts) must forget the tickets, and lib imports no feature.

/** The IndexedDB database of the saved tickets. */
export const OFFLINE_TICKETS_DB = 'gbaka-offline';

/**
 * Sign-out: deletes every saved ticket, so that none stays behind on a shared phone. Issued at once and not awaited:
 * signing out is not slowed down, the browser completes it even if the page is left right after, and this page's
 * own open connection gives way (ticket-db.ts closes it when asked).
 */
export function forgetOfflineTickets(): void {
  try {
    indexedDB.deleteDatabase(OFFLINE_TICKETS_DB);
  } catch {
    // No IndexedDB in this browser: nothing was saved.
  }
}
