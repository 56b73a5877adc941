import { describe, expect, it, vi } from 'vitest';
import { SearchCache, type CachedTrip } from './search-cache';

const NOW = new Date('2026-12-01T08:00:00Z');
const trip = (id: string, departsAt: string): CachedTrip => ({
  departsAt: Date.parse(departsAt),
  json: JSON.stringify({ _id: id }),
});
const DAY = '2026-12-01';
const ROWS = [trip('early', '2026-12-01T08:00:30Z'), trip('late', '2026-12-01T15:00:00Z')];

function listeningCache(maxEntries = 10) {
  const cache = new SearchCache(maxEntries);
  cache.listening(true);
  return cache;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('SearchCache', () => {
  it('answers a repeated search from memory', async () => {
    const cache = listeningCache();
    const load = vi.fn(async () => ROWS);
    expect(await cache.search('a', DAY, NOW, load)).toEqual(ROWS);
    expect(await cache.search('a', DAY, NOW, load)).toEqual(ROWS);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.search('b', DAY, NOW, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops everything when a change is announced', async () => {
    const cache = listeningCache();
    const load = vi.fn(async () => ROWS);
    await cache.search('a', DAY, NOW, load);
    cache.notified('');
    await cache.search('a', DAY, NOW, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops only the answers of the day a trip or its seats changed on', async () => {
    const cache = listeningCache();
    const load = vi.fn(async () => ROWS);
    await cache.search('a', DAY, NOW, load);
    await cache.search('b', '2026-12-02', NOW, load);
    cache.notified('day:2026-12-02');
    await cache.search('a', DAY, NOW, load);
    expect(load).toHaveBeenCalledTimes(2);
    await cache.search('b', '2026-12-02', NOW, load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('never lists a bus that has left since the answer was kept', async () => {
    const cache = listeningCache();
    await cache.search('a', DAY, NOW, async () => ROWS);
    const later = new Date('2026-12-01T08:00:30Z');
    expect(await cache.search('a', DAY, later, async () => [])).toEqual([ROWS[1]]);
  });

  it('shares one query between concurrent misses of the same search', async () => {
    const cache = listeningCache();
    const pending = deferred<CachedTrip[]>();
    const load = vi.fn(() => pending.promise);
    const both = Promise.all([cache.search('a', DAY, NOW, load), cache.search('a', DAY, NOW, load)]);
    pending.resolve(ROWS);
    expect(await both).toEqual([ROWS, ROWS]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep an answer that was loading when a change arrived', async () => {
    const cache = listeningCache();
    const stale = deferred<CachedTrip[]>();
    const first = cache.search('a', DAY, NOW, () => stale.promise);
    cache.notified('');
    stale.resolve(ROWS);
    await first;
    const fresh = vi.fn(async () => [ROWS[0]!]);
    expect(await cache.search('a', DAY, NOW, fresh)).toEqual([ROWS[0]]);
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed query so that the next search tries again', async () => {
    const cache = listeningCache();
    await expect(cache.search('a', DAY, NOW, () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.search('a', DAY, NOW, async () => ROWS)).toEqual(ROWS);
  });

  it('serves nothing from memory while it cannot hear changes, or when turned off', async () => {
    for (const cache of [new SearchCache(10), listeningCache(0)]) {
      const load = vi.fn(async () => ROWS);
      await cache.search('a', DAY, NOW, load);
      await cache.search('a', DAY, NOW, load);
      expect(load).toHaveBeenCalledTimes(2);
    }
    const lost = listeningCache();
    const load = vi.fn(async () => ROWS);
    await lost.search('a', DAY, NOW, load);
    lost.listening(false);
    lost.listening(true);
    await lost.search('a', DAY, NOW, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries answers, dropping the oldest first', async () => {
    const cache = listeningCache(2);
    const load = vi.fn(async () => ROWS);
    for (const key of ['a', 'b', 'c', 'b']) await cache.search(key, DAY, NOW, load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.search('a', DAY, NOW, load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('reloads an answer older than its maximum age', async () => {
    const cache = new SearchCache(10, 1_000);
    cache.listening(true);
    const load = vi.fn(async () => ROWS);
    await cache.search('a', DAY, NOW, load);
    await cache.search('a', DAY, new Date(NOW.getTime() + 1_001), load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('sync resolves once its own notification comes back, and at once when the connection is lost', async () => {
    const cache = listeningCache();
    const load = vi.fn(async () => ROWS);
    await cache.search('a', DAY, NOW, load);
    const synced = cache.sync(async (_channel, payload) => void setTimeout(() => cache.notified(payload), 5));
    await expect(synced).resolves.toBeUndefined();
    // A sync announces no change: what was kept stays.
    await cache.search('a', DAY, NOW, load);
    expect(load).toHaveBeenCalledTimes(1);
    const stuck = cache.sync(async () => {});
    await Promise.resolve();
    cache.listening(false);
    await expect(stuck).resolves.toBeUndefined();
  });
});
