import type { BoardingPack } from '@gbaka/shared';
import { databaseOpener, inStore, settled } from './indexed-db';
import type { LocalScan } from '../utils/check-ticket';

/**
 * A conductor's phone keeps, in IndexedDB (it outlives reloads and the service worker's updates), the departures
 * it downloaded and the seats it boarded until the server has them. Each record names its account: on a phone
 * shared by two conductors, each sees and syncs only their own. Signing out keeps them, so that boardings made
 * offline are not lost before they sync.
 */
const BOARDING_DB = 'gbaka-boarding';
const DB_VERSION = 1;
const PACKS = 'packs';
const SCANS = 'scans';

export interface StoredPack {
  tripId: string;
  /** Who downloaded it: another account on the same phone does not see it. */
  userId: string;
  pack: BoardingPack;
  savedAt: string;
}

const database = databaseOpener(BOARDING_DB, DB_VERSION, (db) => {
  db.createObjectStore(PACKS, { keyPath: 'tripId' });
  db.createObjectStore(SCANS, { keyPath: ['tripId', 'seat'] });
});

const inStoreNamed = <T>(
  name: string,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T>,
) => inStore(database, name, mode, work);

export const boardingDb = {
  async packs(userId: string): Promise<StoredPack[]> {
    const all = await inStoreNamed(PACKS, 'readonly', (s) => settled(s.getAll() as IDBRequest<StoredPack[]>));
    return all.filter((p) => p.userId === userId);
  },
  savePack(stored: StoredPack): Promise<void> {
    return inStoreNamed(PACKS, 'readwrite', async (s) => void (await settled(s.put(stored))));
  },
  scans(tripId: string): Promise<LocalScan[]> {
    return inStoreNamed(SCANS, 'readonly', async (s) => {
      const all = await settled(s.getAll() as IDBRequest<LocalScan[]>);
      return all.filter((scan) => scan.tripId === tripId);
    });
  },
  allScans(): Promise<LocalScan[]> {
    return inStoreNamed(SCANS, 'readonly', (s) => settled(s.getAll() as IDBRequest<LocalScan[]>));
  },
  /** Adds scans; a seat already there keeps its first scan (the one whose time the conductor was shown). */
  addScans(scans: readonly LocalScan[]): Promise<void> {
    return inStoreNamed(SCANS, 'readwrite', async (s) => {
      for (const scan of scans) {
        const known = await settled(s.get([scan.tripId, scan.seat]) as IDBRequest<LocalScan | undefined>);
        if (!known) s.put(scan);
      }
    });
  },
  putScans(scans: readonly LocalScan[]): Promise<void> {
    return inStoreNamed(SCANS, 'readwrite', async (s) => {
      for (const scan of scans) s.put(scan);
    });
  },
};
