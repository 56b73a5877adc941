import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { bookingSeats, bookings, cities, users } from '../../src/db/schema';
import { bookingRequest, createTrip } from '../factories';
import { startApi, type ApiProcess } from './support/api-process';
import { connect, createScratchDatabase, postgresSkipReason } from './support/databases';
import { call, insertTravellers } from './support/travellers';

/**
 * Two stateless API processes on one PostgreSQL database, as behind a proxy (docs/DEPLOY.md).
 * They start together on an empty database (migrations and the demo seed under the start-up lock), then 200
 * travellers book one seat each among the 30 of one trip, all at once: travellers 2k and 2k+1 want the same
 * seat, one through each instance, so every seat is fought over across processes.
 */
const skip = postgresSkipReason();
if (skip) console.warn(`two-instances: skipped, ${skip}`);

describe.skipIf(skip)('two API instances on one PostgreSQL database', () => {
  let instances: ApiProcess[] = [];
  let db: Db;
  beforeAll(async () => {
    const { url } = await createScratchDatabase('two_instances');
    const began = Date.now();
    instances = await Promise.all([
      startApi({ DATABASE_URL: url, SEED: 'demo' }),
      startApi({ DATABASE_URL: url, SEED: 'demo' }),
    ]);
    console.info(`two-instances: both instances healthy ${Date.now() - began} ms after a cold start`);
    db = (await connect(url)).db;
  });
  afterAll(() => Promise.all(instances.map((instance) => instance.stop())));

  it('start together on an empty database: migrated, seeded and given an administrator once', async () => {
    const migrations = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const journal = JSON.parse(
      readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
    );
    expect(migrations.rows[0]!.n).toBe(journal.entries.length);
    const names = (await db.select({ name: cities.name }).from(cities)).map((c) => c.name);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    expect(await db.$count(users, eq(users.role, 'admin'))).toBe(1);
  });

  it('sell each of 30 seats once to 200 travellers booking at once through both', async () => {
    const { trip } = await createTrip(db, { totalSeats: 30 });
    const travellers = await insertTravellers(db, 200);
    const began = Date.now();
    const answers = await Promise.all(
      travellers.map((traveller, i) =>
        call(instances[i % 2]!.url, 'POST', '/api/travel/bookings', {
          auth: traveller.auth,
          body: bookingRequest(trip, [(Math.floor(i / 2) % 30) + 1]),
          timeoutMs: 60_000,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    const wonThrough = (n: number) => answers.filter((a, i) => a.status === 201 && i % 2 === n).length;
    console.info(
      `two-instances: 200 concurrent bookings of 30 seats through 2 instances in ${Date.now() - began} ms: ` +
        `${statuses.filter((s) => s === 201).length} × 201 (${wonThrough(0)} + ${wonThrough(1)}), ` +
        `${statuses.filter((s) => s === 409).length} × 409`,
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 409)).toHaveLength(170);

    const seats = await db
      .select({ seat: bookingSeats.seatNumber })
      .from(bookingSeats)
      .where(eq(bookingSeats.tripId, trip.id));
    expect(seats).toHaveLength(30);
    expect(new Set(seats.map((s) => s.seat)).size).toBe(30);
    expect(await db.$count(bookings, eq(bookings.outboundTripId, trip.id))).toBe(30);
    for (const instance of instances) expect(instance.alive()).toBe(true);
  });
});
