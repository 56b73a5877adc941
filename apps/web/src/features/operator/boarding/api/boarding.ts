import { queryOptions } from '@tanstack/react-query';
import {
  addDays,
  todayIso,
  type BoardingPack,
  type BoardingSyncResult,
  type Departure,
  type SuccessResponse,
} from '@gbaka/shared';
import { api } from '@/lib/api-client';
import { keepBoardingScreenOffline } from '@/lib/keep-boarding-screen';
import { OPERATOR_KEY } from '@/lib/operator-company';
import type { LocalScan } from '../utils/check-ticket';
import { boardingDb } from './boarding-db';

export const BOARDING_KEY = [OPERATOR_KEY, 'boarding'] as const;
/** The server takes at most 200 scans a request (shared boarding-pack.ts). */
const SYNC_BATCH = 200;

/**
 * Today's and tomorrow's departures of the company, to choose the bus to board (online only): as at the counter,
 * so that a conductor can take, the evening before at the depot, the pack of a bus that leaves at dawn.
 */
export const boardingDeparturesQueryOptions = () => {
  const today = todayIso();
  const tomorrow = addDays(today, 1);
  return queryOptions({
    queryKey: [...BOARDING_KEY, 'departures', today],
    queryFn: ({ signal }) =>
      api.get<SuccessResponse<Departure[]>>('/operator/departures', {
        query: { from: today, to: tomorrow },
        signal,
      }),
    select: (response) => response.data,
    staleTime: 60_000,
  });
};

/**
 * Whether this screen's files are kept on the phone, so that it opens again with no network (asked of the service
 * worker once per visit; it stores what it lacks).
 */
export const boardingScreenKeptQueryOptions = () =>
  queryOptions({
    queryKey: ['boarding-screen-kept'],
    queryFn: keepBoardingScreenOffline,
    networkMode: 'always',
    staleTime: Infinity,
    retry: false,
  });

/** The departures this phone downloaded, read from IndexedDB: no network needed. */
export const storedPacksQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...BOARDING_KEY, 'packs', userId],
    queryFn: () => boardingDb.packs(userId),
    networkMode: 'always',
    staleTime: 0,
  });

/** This phone's boardings of a departure, synced or not. */
export const scansQueryOptions = (tripId: string) =>
  queryOptions({
    queryKey: [...BOARDING_KEY, 'scans', tripId],
    queryFn: () => boardingDb.scans(tripId),
    networkMode: 'always',
    staleTime: 0,
  });

/** Downloads a departure's boarding pack and keeps it on the phone. */
export async function downloadPack(userId: string, tripId: string): Promise<void> {
  const response = await api.get<SuccessResponse<BoardingPack>>(
    `/operator/departures/${tripId}/boarding-pack`,
  );
  await boardingDb.savePack({ tripId, userId, pack: response.data, savedAt: new Date().toISOString() });
}

const LAST_DEPARTURE_KEY = 'gbaka-boarding-departure';

/** The departure this account was boarding on this phone: the screen reopens on it, with or without network. */
export function lastDeparture(userId: string): string {
  try {
    const last = JSON.parse(localStorage.getItem(LAST_DEPARTURE_KEY) ?? 'null') as {
      userId: string;
      tripId: string;
    } | null;
    return last?.userId === userId ? last.tripId : '';
  } catch {
    return '';
  }
}

export function rememberDeparture(userId: string, tripId: string): void {
  try {
    localStorage.setItem(LAST_DEPARTURE_KEY, JSON.stringify({ userId, tripId }));
  } catch {
    // Storage refused: the conductor chooses the departure again next time.
  }
}

/** This phone's name for the server's boarding record: drawn once, kept in the browser. */
export function deviceId(): string {
  const key = 'gbaka-device-id';
  let id = localStorage.getItem(key);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(key, id);
  }
  return id;
}

/** Records the seats boarded on this phone, to be synced. */
export function recordBoarding(userId: string, tripId: string, bookingId: string, seats: number[]) {
  const scannedAt = new Date().toISOString();
  const device = deviceId();
  return boardingDb.addScans(
    seats.map((seat) => ({ tripId, seat, bookingId, scannedAt, deviceId: device, userId, synced: null })),
  );
}

/**
 * Sends the conductor's boardings the server has not answered yet; the server's answer is idempotent, so a sync
 * cut off half-way is simply sent again. Returns how many were sent.
 */
export async function syncBoardings(userId: string): Promise<number> {
  const pending = (await boardingDb.allScans()).filter(
    (s) => s.synced === null && (s.userId ?? userId) === userId,
  );
  for (let i = 0; i < pending.length; i += SYNC_BATCH) {
    const batch = pending.slice(i, i + SYNC_BATCH);
    const response = await api.post<SuccessResponse<BoardingSyncResult[]>>(
      '/operator/boardings',
      batch.map(({ tripId, seat, bookingId, scannedAt, deviceId: device }) => ({
        tripId,
        seat,
        bookingId,
        scannedAt,
        deviceId: device,
      })),
    );
    const answered: LocalScan[] = batch.map((scan, j) => ({
      ...scan,
      synced: response.data[j]?.status ?? null,
    }));
    await boardingDb.putScans(answered);
  }
  return pending.length;
}
