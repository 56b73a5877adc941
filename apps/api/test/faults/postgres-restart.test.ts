import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingSeats, bookings } from '../../src/db/schema';
import { bookingRequest, createTrip } from '../factories';
import { tokenOf } from '../payment-factories';
import { sleep, startApi, type ApiProcess } from './support/api-process';
import { connect } from './support/databases';
import { startOwnPostgres } from './support/own-postgres';
import { call, insertTravellers, type Answer, type Traveller } from './support/travellers';

/**
 * PostgreSQL restarted, then killed (immediate stop) and started again, while travellers
 * book, pay and read their bookings. Meanwhile the API answers 503 with the localised message, never 500 and
 * never hangs; it recovers by itself; and every booking it reported paid is still confirmed.
 */
const own = await startOwnPostgres();
if (typeof own === 'string') console.warn(`postgres-restart: skipped, ${own}`);
const server = typeof own === 'string' ? null : own;

const WORKERS = 6;
const SEATS = 60;

describe.skipIf(!server)('PostgreSQL restarted under load', () => {
  it('answers 503 meanwhile, recovers alone and loses no confirmed booking', async () => {
    const pg = server!;
    const api = await startApi({ DATABASE_URL: pg.url, SEED: 'none' });
    const { db } = await connect(pg.url);
    const { trip } = await createTrip(db, { totalSeats: SEATS });
    const travellers = await insertTravellers(db, WORKERS);
    const seats = Array.from({ length: SEATS }, (_, i) => i + 1);
    const load = startLoad(api, travellers, (seat) => bookingRequest(trip, [seat]), seats);

    const outages: string[] = [];
    const outage = async (label: string, fault: () => Promise<void>) => {
      await sleep(1_500);
      const began = Date.now();
      await fault();
      const recovered = await load.healthyAfter(Date.now());
      outages.push(`${label}: API healthy again ${recovered - began} ms after the fault began`);
    };
    await outage('pg_ctl restart -m fast', () => pg.restart());
    await outage('pg_ctl stop -m immediate, 2 s down, start', async () => {
      await pg.crash();
      await sleep(2_000);
      await pg.start();
    });
    await sleep(1_500);
    const result = await load.stop();

    console.info(`postgres-restart: ${outages.join('; ')}`);
    console.info(
      `postgres-restart: ${result.answers.length} requests by ${WORKERS} workers, statuses ${JSON.stringify(countBy(result.answers.map((a) => a.status)))}, ` +
        `${result.confirmed.length} bookings paid, slowest answer ${Math.max(...result.answers.map((a) => a.ms))} ms`,
    );
    expect(result.failures).toEqual([]);
    expect(result.answers.filter((a) => ![200, 201, 409, 503].includes(a.status))).toEqual([]);
    const unavailable = result.answers.filter((a) => a.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const a of unavailable) {
      expect(a.body).toEqual({ success: false, message: 'Service temporarily unavailable' });
      expect(a.retryAfter).toBe('5');
    }
    expect(api.alive()).toBe(true);

    // Every booking the API reported paid, before or around the faults, is confirmed, and no seat is sold twice.
    expect(result.confirmed.length).toBeGreaterThan(0);
    const rows = await db.select().from(bookings).where(inArray(bookings.id, result.confirmed));
    expect(rows.map((b) => b.status)).toEqual(result.confirmed.map(() => 'confirmed'));
    const sold = await db.select().from(bookingSeats).where(eq(bookingSeats.tripId, trip.id));
    expect(new Set(sold.map((s) => s.seatNumber)).size).toBe(sold.length);
    await api.stop();
  });
});

/**
 * Travellers that each loop until stopped: book a free seat, pay it in the sandbox, read the payment's status and
 * the booking; and a monitor asking /api/health, as a load balancer does. Each request must be answered within
 * 15 s: one that is not counts as a failure, like a connection error.
 */
function startLoad(
  api: ApiProcess,
  travellers: Traveller[],
  bookingBody: (seat: number) => unknown,
  freeSeats: number[],
) {
  const answers: Answer[] = [];
  const failures: string[] = [];
  const confirmed: string[] = [];
  let running = true;
  let lastHealthy = 0;

  const request = async (method: string, url: string, traveller?: Traveller, body?: unknown) => {
    try {
      const answer = await call(api.url, method, url, { auth: traveller?.auth, body });
      answers.push(answer);
      return answer;
    } catch (error) {
      failures.push(`${method} ${url}: ${(error as Error).message}`);
      return null;
    }
  };

  // What a load balancer does: ask /api/health, here every 100 ms.
  const monitor = async () => {
    while (running) {
      const health = await request('GET', '/api/health');
      if (health?.status === 200) lastHealthy = Date.now();
      await sleep(100);
    }
  };
  const worker = async (traveller: Traveller) => {
    while (running) {
      const seat = freeSeats.shift();
      if (seat === undefined) break;
      const booked = await request('POST', '/api/travel/bookings', traveller, bookingBody(seat));
      if (booked?.status !== 201) {
        if (booked?.status === 503) freeSeats.push(seat);
        await sleep(100);
        continue;
      }
      const bookingId = (booked.body.data as { _id: string })._id;
      const initiated = await request('POST', '/api/payment/initiate', traveller, { bookingId });
      if (initiated?.status !== 200) continue;
      const token = tokenOf(initiated.body.paymentUrl as string);
      await request('POST', `/api/payment/sandbox/${token}/complete`, undefined, {
        outcome: 'success',
        method: 'card',
      });
      const status = await request('GET', `/api/payment/check-status/${token}`);
      if (status?.status === 200 && status.body.status === 'success') confirmed.push(bookingId);
      await request('GET', `/api/travel/bookings/${bookingId}`, traveller);
    }
  };
  const done = Promise.all([monitor(), ...travellers.map(worker)]);

  return {
    /** Resolves with the time of the first health check answered 200 after `since`. */
    async healthyAfter(since: number, timeoutMs = 30_000) {
      while (Date.now() - since < timeoutMs) {
        if (lastHealthy > since) return lastHealthy;
        await sleep(50);
      }
      throw new Error(`the API did not report healthy again within ${timeoutMs} ms:\n${api.output()}`);
    },
    async stop() {
      running = false;
      await done;
      return { answers, failures, confirmed };
    },
  };
}

function countBy(values: number[]) {
  const counts: Record<number, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}
