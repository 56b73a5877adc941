import { and, eq } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { bookingChanges, boardings, bookings, bookingSeats, users } from '../../../db/schema';
import { newId } from '../../../lib/ids';
import {
  createBus,
  createCompany,
  createTrip,
  hoursFromNow,
  insertBooking,
} from '../../../../test/factories';
import { createTestApp, signUp } from '../../../../test/helper';
import { signUpStaff } from '../../../../test/operator-factories';
import { ticketQrText } from '../../tickets/ticket-qr';
import { loadTicketView } from '../../tickets/ticket-view';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const companyA = await createCompany(db);
const companyB = await createCompany(db);
const conductor = await signUpStaff(app, companyA.id, 'conductor');
const conductor2 = await signUpStaff(app, companyA.id, 'conductor');
const manager = await signUpStaff(app, companyA.id, 'manager');
const agent = await signUpStaff(app, companyA.id, 'agent');
const managerB = await signUpStaff(app, companyB.id, 'manager');
const traveller = await signUp(app);
await db.update(users).set({ firstName: 'Yao', lastName: 'Kouassi' }).where(eq(users.id, conductor.user._id));
await db.update(users).set({ firstName: 'Ali', lastName: 'Traoré' }).where(eq(users.id, conductor2.user._id));

/** A departure of company A in two hours with a paid two-seat booking, a held seat and a cancelled booking. */
async function departure() {
  const bus = await createBus(db, companyA.id, { totalSeats: 12, layout: '2x1' });
  const { trip } = await createTrip(db, { company: companyA, bus, ...hoursFromNow(2) });
  const paid = await insertBooking(db, { trip, userId: traveller.user._id, seats: [3, 4] });
  await insertBooking(db, { trip, userId: traveller.user._id, seats: [7], status: 'pending_payment' });
  const cancelled = await insertBooking(db, { trip, userId: traveller.user._id, seats: [9] });
  await db.delete(bookingSeats).where(eq(bookingSeats.bookingId, cancelled.id));
  await db
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: new Date() })
    .where(eq(bookings.id, cancelled.id));
  return { trip, paid, cancelled };
}

const pack = (who: typeof conductor, id: string) =>
  who.call('GET', `/api/operator/departures/${id}/boarding-pack`);
const sync = (who: typeof conductor, scans: unknown) => who.call('POST', '/api/operator/boardings', scans);
const scan = (tripId: string, bookingId: string, seat: number, deviceId = 'phone-1', at = new Date()) => ({
  tripId,
  seat,
  bookingId,
  scannedAt: at.toISOString(),
  deviceId,
});

describe('GET /operator/departures/{id}/boarding-pack', () => {
  it('gives a conductor the paid seats with their codes, the revoked tickets and the keys that verify the QR', async () => {
    const { trip, paid, cancelled } = await departure();
    const res = await pack(conductor, trip.id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.departure._id).toBe(trip.id);
    expect(data.manifest).toEqual(
      [3, 4].map((seat) =>
        expect.objectContaining({
          seat,
          bookingId: paid.id,
          reference: paid.reference,
          code: paid.boardingCode,
          passenger: 'Awa Koné',
          boarded: false,
          boardedAt: null,
        }),
      ),
    );
    expect(data.revocations.map((r: { bookingId: string }) => r.bookingId)).toEqual([cancelled.id]);
    // The phone verifies the ticket's QR with the pack's keys alone.
    const qr = await ticketQrText(db, ctx.config.TICKET_SECRET, (await loadTicketView(db, paid.id))!);
    const { payload } = await jwtVerify(qr, createLocalJWKSet(data.keys), { algorithms: ['EdDSA'] });
    expect(payload).toMatchObject({ jti: paid.id, trip: trip.id, seats: [3, 4] });
    const [h, p, s] = qr.split('.');
    const forged = Buffer.from(JSON.stringify({ ...payload, seats: [3, 4, 5] })).toString('base64url');
    await expect(jwtVerify(`${h}.${forged}.${s}`, createLocalJWKSet(data.keys))).rejects.toThrow();
    expect(p).not.toBe(forged);
  });

  it('revokes the old QR of a booking moved to another departure since; it boards on its new one', async () => {
    const { trip, paid } = await departure();
    const { trip: other } = await createTrip(db, { company: companyA, ...hoursFromNow(5) });
    await db.insert(bookingChanges).values({
      id: newId(),
      bookingId: paid.id,
      kind: 'change',
      status: 'applied',
      fromTripId: trip.id,
      toTripId: other.id,
      fromSeats: [3, 4],
      toSeats: [3, 4],
      oldTotal: paid.totalPrice,
      newSubtotal: paid.subtotal,
      newFee: paid.fee,
      newTotal: paid.totalPrice,
      appliedAt: new Date(),
    });
    await db.update(bookings).set({ outboundTripId: other.id }).where(eq(bookings.id, paid.id));
    await db.update(bookingSeats).set({ tripId: other.id }).where(eq(bookingSeats.bookingId, paid.id));
    const ids = (rows: { bookingId: string }[]) => rows.map((r) => r.bookingId);
    const before = (await pack(conductor, trip.id)).json().data;
    expect(ids(before.revocations)).toContain(paid.id);
    expect(ids(before.manifest)).not.toContain(paid.id);
    const after = (await pack(conductor, other.id)).json().data;
    expect(ids(after.revocations)).not.toContain(paid.id);
    expect(ids(after.manifest)).toEqual([paid.id, paid.id]);
  });

  it('is for conductors and managers of the company: an agent 403, another company 404', async () => {
    const { trip } = await departure();
    expect((await pack(manager, trip.id)).statusCode).toBe(200);
    expect((await pack(agent, trip.id)).statusCode).toBe(403);
    expect((await pack(managerB, trip.id)).statusCode).toBe(404);
  });
});

describe('POST /operator/boardings', () => {
  it('records a seat once: a retry answers the same, another phone learns when, by whom and where', async () => {
    const { trip, paid } = await departure();
    const at = new Date(Date.now() - 60_000);
    const first = await sync(conductor, [scan(trip.id, paid.id, 3, 'phone-1', at)]);
    expect(first.statusCode).toBe(200);
    const recorded = {
      tripId: trip.id,
      seat: 3,
      bookingId: paid.id,
      status: 'recorded',
      boardedAt: at.toISOString(),
      boardedBy: 'Yao Kouassi',
      deviceId: 'phone-1',
    };
    expect(first.json().data).toEqual([recorded]);
    expect((await sync(conductor, [scan(trip.id, paid.id, 3, 'phone-1', at)])).json().data).toEqual([
      recorded,
    ]);
    const other = await sync(conductor2, [
      scan(trip.id, paid.id, 3, 'phone-2'),
      scan(trip.id, paid.id, 4, 'phone-2'),
    ]);
    expect(other.json().data).toEqual([
      { ...recorded, status: 'already_boarded' },
      expect.objectContaining({ seat: 4, status: 'recorded', deviceId: 'phone-2' }),
    ]);
    // The workspace's manifest shows both seats boarded, with who and when.
    const manifest = (await manager.call('GET', `/api/operator/departures/${trip.id}/manifest`)).json().data;
    expect(manifest.seats.filter((s: { boarded: boolean }) => s.boarded)).toEqual([
      expect.objectContaining({ seat: 3, boardedAt: at.toISOString(), boardedBy: recorded.boardedBy }),
      expect.objectContaining({ seat: 4, boardedBy: 'Ali Traoré' }),
    ]);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, paid.id));
    expect(row!.boardedAt?.toISOString()).toBe(at.toISOString());
  });

  it('lets the first of two conductors syncing the same seat at once win', async () => {
    const { trip, paid } = await departure();
    const answers = await Promise.all([
      sync(conductor, [scan(trip.id, paid.id, 4, 'phone-1')]),
      sync(conductor2, [scan(trip.id, paid.id, 4, 'phone-2')]),
    ]);
    const statuses = answers.map((r) => r.json().data[0].status).sort();
    expect(statuses).toEqual(['already_boarded', 'recorded']);
    const rows = await db
      .select()
      .from(boardings)
      .where(and(eq(boardings.tripId, trip.id), eq(boardings.seatNumber, 4)));
    expect(rows).toHaveLength(1);
  });

  it('refuses a seat the booking does not hold, a cancelled booking, and never records them', async () => {
    const { trip, paid, cancelled } = await departure();
    const res = await sync(conductor, [scan(trip.id, paid.id, 5), scan(trip.id, cancelled.id, 9)]);
    expect(res.json().data.map((r: { status: string }) => r.status)).toEqual(['refused', 'refused']);
    const data = (await pack(conductor, trip.id)).json().data;
    expect(data.manifest.some((s: { boarded: boolean }) => s.boarded)).toBe(false);
  });

  it("answers 404 for another company's departure and 400 for a malformed queue, recording nothing", async () => {
    const { trip, paid } = await departure();
    expect((await sync(managerB, [scan(trip.id, paid.id, 3)])).statusCode).toBe(404);
    for (const bad of [[], [{ ...scan(trip.id, paid.id, 3), scannedAt: 'yesterday' }], {}]) {
      expect((await sync(conductor, bad)).statusCode).toBe(400);
    }
    expect((await sync(agent, [scan(trip.id, paid.id, 3)])).statusCode).toBe(403);
    const data = (await pack(conductor, trip.id)).json().data;
    expect(data.manifest.some((s: { boarded: boolean }) => s.boarded)).toBe(false);
  });
});
