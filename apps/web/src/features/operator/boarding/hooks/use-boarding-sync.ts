import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { BOARDING_KEY, syncBoardings } from '../api/boarding';
import { boardingDb } from '../api/boarding-db';

/** While boardings wait and the phone says it is online, try again this often (a weak signal comes and goes). */
const RETRY_MS = 20_000;

/**
 * Sends the boardings made offline as soon as the network is back (the browser's `online` event), then again
 * every 20 s while some wait, and on demand; one sync at a time.
 */
export function useBoardingSync(userId: string) {
  const queryClient = useQueryClient();
  const [syncing, setSyncing] = useState(false);
  const [failed, setFailed] = useState(false);
  const pending = useQuery({
    queryKey: [...BOARDING_KEY, 'pending', userId],
    queryFn: async () =>
      (await boardingDb.allScans()).filter((s) => s.synced === null && (s.userId ?? userId) === userId)
        .length,
    networkMode: 'always',
    staleTime: 0,
  });
  const count = pending.data ?? 0;

  const sync = useCallback(async () => {
    if (!navigator.onLine) return;
    setSyncing(true);
    try {
      await syncBoardings(userId);
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setSyncing(false);
      await queryClient.invalidateQueries({ queryKey: BOARDING_KEY });
    }
  }, [queryClient, userId]);

  useEffect(() => {
    const online = () => void sync();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [sync]);

  useEffect(() => {
    if (count === 0) return;
    // At once (a boarding made online goes straight away), then while some wait.
    const first = window.setTimeout(() => void sync(), 0);
    const timer = window.setInterval(() => void sync(), RETRY_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [count, sync]);

  return { pending: count, syncing, failed, sync };
}
