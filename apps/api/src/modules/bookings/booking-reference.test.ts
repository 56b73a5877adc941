import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bookings } from '../../db/schema';
import type * as Ids from '../../lib/ids';
import { createTestApp, signUp } from '../../../test/helper';
import { bookingRequest, createTrip } from '../../../test/factories';

// Ids come from lib/ids; the test queues the ones the next bookings will draw, to force a reference clash.
const queued: string[] = [];
vi.mock('../../lib/ids', async (importOriginal) => {
  const actual = await importOriginal<typeof Ids>();
  return { ...actual, newId: () => queued.shift() ?? actual.newId() };
});

const { app, database } = await createTestApp();
const traveller = await signUp(app);

describe('booking references', () => {
  it('draws a new id when the reference (last 8 characters) is already taken', async () => {
    const { trip } = await createTrip(database.db);
    const first = '01900000-0000-7000-8000-0000abcd1234';
    const clash = '01900000-0000-7000-8000-ffffabcd1234';
    const fresh = '01900000-0000-7000-8000-000012345678';
    queued.push(first);
    const a = await app.inject({
      method: 'POST',
      url: '/api/travel/bookings',
      headers: traveller.auth,
      payload: bookingRequest(trip, [1]),
    });
    expect(a.json().data).toMatchObject({ _id: first, reference: 'ABCD1234' });
    queued.push(clash, fresh);
    const b = await app.inject({
      method: 'POST',
      url: '/api/travel/bookings',
      headers: traveller.auth,
      payload: bookingRequest(trip, [2]),
    });
    expect(b.statusCode).toBe(201);
    expect(b.json().data).toMatchObject({ _id: fresh, reference: '12345678' });
    expect(await database.db.$count(bookings, eq(bookings.reference, 'ABCD1234'))).toBe(1);
  });
});
