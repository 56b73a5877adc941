import { OFFLINE_TICKETS_DB } from '@/lib/forget-offline-tickets';
import { byDeparture, isTicketExpired, type OfflineTicket } from '../utils/offline-ticket';

/**
 * The tickets kept for offline use, in IndexedDB (it survives the service worker's updates, which replace every
 * cache). One record per booking, keyed by its id. The store holds one traveller's tickets at a time: saving for
 * someone deletes the others', and signing out deletes the whole database (lib/forget-offline-tickets.ts).
 */
const DB_VERSION = 1;
const STORE = 'tickets';

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(OFFLINE_TICKETS_DB, DB_VERSION);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'bookingId' });
    request.onsuccess = () => {
      const db = request.result;
      // Sign-out deletes the database: let it, and open a fresh one next time.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
  }).catch((error: unknown) => {
    // Private browsing may refuse now and accept later: do not keep the failure.
    opening = null;
    throw error;
  });
  return opening;
}

/** Runs `work` in one transaction and resolves once it is written. */
async function inTransaction<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T> | T,
): Promise<T> {
  const transaction = (await database()).transaction(STORE, mode);
  const written = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
  const [result] = await Promise.all([work(transaction.objectStore(STORE)), written]);
  return result;
}

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** The traveller's tickets, soonest first; those whose journey is over are deleted on the way. */
export function storedTickets(userId: string, now: Date = new Date()): Promise<OfflineTicket[]> {
  return inTransaction('readwrite', async (store) => {
    const all = await settled(store.getAll() as IDBRequest<OfflineTicket[]>);
    const mine = all.filter((ticket) => ticket.userId === userId);
    for (const ticket of mine.filter((t) => isTicketExpired(t, now))) store.delete(ticket.bookingId);
    return mine.filter((ticket) => !isTicketExpired(ticket, now)).sort(byDeparture);
  });
}

/** Stores (or replaces) tickets of one traveller, deletes the given ones, and forgets any other traveller's. */
export function updateStoredTickets(
  userId: string,
  change: { save?: readonly OfflineTicket[]; remove?: readonly string[] },
): Promise<void> {
  return inTransaction('readwrite', async (store) => {
    const all = await settled(store.getAll() as IDBRequest<OfflineTicket[]>);
    const removed = new Set(change.remove);
    for (const ticket of all) {
      if (ticket.userId !== userId || removed.has(ticket.bookingId)) store.delete(ticket.bookingId);
    }
    for (const ticket of change.save ?? []) store.put(ticket);
  });
}
