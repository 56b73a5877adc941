/**
 * The little the boarding screen needs of IndexedDB: a database opened once, a request as a promise, work done in
 * one transaction. The same as features/offline-tickets/api/ticket-db.ts does for the offline tickets; kept apart
 * so that a traveller's first page does not carry it (a module two features share goes to the entry's chunk).
 */

/** Opens `name` on first use and keeps it; a failure is not kept (private browsing may refuse now, accept later). */
export function databaseOpener(name: string, version: number, upgrade: (db: IDBDatabase) => void) {
  let opening: Promise<IDBDatabase> | null = null;
  return (): Promise<IDBDatabase> => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, version);
      request.onupgradeneeded = () => upgrade(request.result);
      request.onsuccess = () => {
        const db = request.result;
        // Deleting the database (sign-out) asks open connections to close: let it, and open afresh next time.
        db.onversionchange = () => {
          db.close();
          opening = null;
        };
        resolve(db);
      };
      request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
    }).catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  };
}

export function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Runs `work` on one store in one transaction and resolves once it is written. */
export async function inStore<T>(
  database: () => Promise<IDBDatabase>,
  name: string,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T> | T,
): Promise<T> {
  const transaction = (await database()).transaction(name, mode);
  const written = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
  const [result] = await Promise.all([work(transaction.objectStore(name)), written]);
  return result;
}
