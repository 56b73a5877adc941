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
});

describe('SearchCache: whole answers', () => {
  const T = NOW.getTime();
  const answer = (days = [DAY], validUntil = T + 30_000) => ({
    body: `{"days":"${days}"}`,
    days,
    validUntil,
  });

  it('sends an answer back until it stops being true', () => {
    const cache = listeningCache();
    cache.keepAnswer('a', cache.changesHeard, answer(), T);
    expect(cache.answer('a', T + 29_999)).toBe(answer().body);
    expect(cache.answer('a', T + 30_000)).toBeUndefined();
    expect(cache.answer('a', T), 'an answer that has expired is forgotten').toBeUndefined();
  });

  it('keeps an answer no longer than its maximum age', () => {
    const cache = new SearchCache(10, 1_000);
    cache.listening(true);
    cache.keepAnswer('a', cache.changesHeard, answer(), T);
    expect(cache.answer('a', T + 999)).toBeDefined();
    expect(cache.answer('a', T + 1_000)).toBeUndefined();
  });

  it('drops the answers listing a day that changed, and all of them on any other change', () => {
    const cache = listeningCache();
    cache.keepAnswer('one way', cache.changesHeard, answer([DAY]), T);
    cache.keepAnswer('round trip', cache.changesHeard, answer(['2026-12-03', '2026-12-05']), T);
    cache.notified('day:2026-12-05');
    expect(cache.answer('one way', T)).toBeDefined();
    expect(cache.answer('round trip', T)).toBeUndefined();
    cache.notified('');
    expect(cache.answer('one way', T)).toBeUndefined();
  });

  it('does not keep an answer written from trips read before a change', () => {
    const cache = listeningCache();
    const before = cache.changesHeard;
    cache.notified('day:2026-12-09');
    cache.keepAnswer('a', before, answer(), T);
    expect(cache.answer('a', T)).toBeUndefined();
  });

  it('keeps no answer while it cannot hear changes, nor when turned off, and forgets them when the line drops', () => {
    for (const cache of [new SearchCache(10), listeningCache(0)]) {
      cache.keepAnswer('a', cache.changesHeard, answer(), T);
      expect(cache.answer('a', T)).toBeUndefined();
    }
    const lost = listeningCache();
    lost.keepAnswer('a', lost.changesHeard, answer(), T);
    lost.listening(false);
    lost.listening(true);
    expect(lost.answer('a', T)).toBeUndefined();
  });

  it('keeps at most maxEntries answers, dropping the oldest first', () => {
    const cache = listeningCache(2);
    for (const key of ['a', 'b', 'c']) cache.keepAnswer(key, cache.changesHeard, answer(), T);
    expect(['a', 'b', 'c'].map((key) => cache.answer(key, T) !== undefined)).toEqual([false, true, true]);
  });
});
