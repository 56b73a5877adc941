import { describe, expect, it } from 'vitest';
import { loadTicketView } from '../../tickets/ticket-view';
import { hmacTicketQrText } from '../../tickets/ticket-qr';
import { auditOf, caller, signUpAdmin } from '../../../../test/admin-factories';
import { createTrip, hoursFromNow, insertBooking } from '../../../../test/factories';
import { createTestApp, signUp } from '../../../../test/helper';
import { createPendingBooking, readBooking } from '../../../../test/payment-factories';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const call = caller(app, (await signUpAdmin(app)).auth);
const userId = (await signUp(app)).user._id;
const verify = (body: Record<string, unknown>) => call('POST', '/api/admin/boarding/verify', body);
const board = (id: string, body: Record<string, unknown> = {}) =>
  call('POST', `/api/admin/boarding/${id}/board`, body);

/** A confirmed booking on a trip leaving `hours` from now, and its ticket's QR text. */
async function ticket(hours: number, status: 'confirmed' | 'cancelled' | 'completed' = 'confirmed') {
  const { trip } = await createTrip(db, hoursFromNow(hours));
  const booking = await insertBooking(db, { trip, userId, seats: [3, 4], status });
  const qr = hmacTicketQrText((await loadTicketView(db, booking.id))!, ctx.config.TICKET_SECRET);
  return { trip, booking, qr };
}

describe('POST /admin/boarding/verify', () => {
  it('accepts a signed QR code of a confirmed booking leaving soon', async () => {
    const { trip, booking, qr } = await ticket(1);
    const res = await verify({ qr });
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Billet valide : le passager peut embarquer',
      data: {
        valid: true,
        reason: null,
        booking: {
          _id: booking.id,
          reference: booking.reference,
          status: 'confirmed',
          leg: 'outbound',
          seats: [3, 4],
          boardedAt: null,
          passenger: { fullName: 'Awa Koné' },
          trip: { _id: trip.id, departureTime: trip.departureTime, bus: { busNumber: expect.any(String) } },
        },
      },
    });
  });

  it('refuses a forged or altered QR code before any lookup', async () => {
    const { qr } = await ticket(1);
    const altered = JSON.stringify({ ...JSON.parse(qr), seats: [3, 4, 5] });
    for (const text of [altered, 'not json', JSON.stringify({ bookingId: 'x' })]) {
      const res = await verify({ qr: text });
      expect(res.json()).toMatchObject({
        message: "QR code invalide : ce billet n'a pas été émis par Gbaka",
        data: { valid: false, reason: 'invalid_signature', booking: null },
      });
    }
  });

  it('looks up a typed reference, with or without BOOK-, and reports unknown ones', async () => {
    const { booking } = await ticket(2);
    for (const reference of [`BOOK-${booking.reference.toLowerCase()}`, booking.reference, booking.id]) {
      expect((await verify({ reference })).json().data.valid, reference).toBe(true);
    }
    for (const reference of ['BOOK-ZZZZZZZZ', 'hello']) {
      expect((await verify({ reference })).json()).toMatchObject({
        message: 'Réservation introuvable',
        data: { valid: false, reason: 'not_found' },
      });
    }
    expect((await verify({})).statusCode).toBe(400);
  });

  it('reports cancelled, unpaid, completed, too early, long gone and wrong-bus tickets', async () => {
    const { trip: soon } = await createTrip(db, hoursFromNow(1));
    const pending = await createPendingBooking(db, { userId, trip: soon, seats: [9] });
    const early = await ticket(30);
    const cases: [Record<string, unknown>, string, string | RegExp][] = [
      [{ qr: (await ticket(1, 'cancelled')).qr }, 'cancelled', 'Réservation annulée : embarquement refusé'],
      [{ reference: pending.reference }, 'pending_payment', 'Réservation non payée : embarquement refusé'],
      [{ qr: (await ticket(1, 'completed')).qr }, 'completed', 'Voyage déjà terminé'],
      [
        { qr: early.qr },
        'not_today',
        /^Trop tôt pour embarquer : ce billet est pour le départ du \d\d\/\d\d\/\d{4} à \d\d:\d\d$/,
      ],
      [{ qr: (await ticket(-8)).qr }, 'departed', /^Ce bus est parti le /],
      [{ qr: (await ticket(1)).qr, tripId: soon.id }, 'wrong_trip', "Ce billet n'est pas pour ce bus"],
    ];
    for (const [body, reason, message] of cases) {
      const res = (await verify(body)).json();
      expect(res.data, reason).toMatchObject({ valid: false, reason });
      expect(res.message).toMatch(message);
    }
    expect((await verify({ qr: early.qr, tripId: early.trip.id })).json().data.reason).toBe('not_today');
  });
});

describe('POST /admin/boarding/:bookingId/board', () => {
  it('boards once; a second scan answers 409 with the time of the first', async () => {
    const { booking, qr } = await ticket(1);
    const first = await board(booking.id);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Embarquement enregistré',
      data: { leg: 'outbound' },
    });
    const boardedAt = first.json().data.boardedAt as string;
    expect((await readBooking(db, booking.id)).boardedAt?.toISOString()).toBe(boardedAt);
    const second = await board(booking.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      message: `Passager déjà embarqué à ${boardedAt.slice(11, 16)}`,
      reason: 'already_boarded',
      boardedAt,
    });
    expect((await verify({ qr })).json().data).toMatchObject({ valid: false, reason: 'already_boarded' });
    const entries = await auditOf(db, { entityId: booking.id, action: 'booking.board' });
    expect(entries).toHaveLength(1);
  });

  it('boards each leg of a round trip once', async () => {
    const { trip: out } = await createTrip(db, hoursFromNow(-5));
    const { trip: back } = await createTrip(db, hoursFromNow(2));
    const booking = await insertBooking(db, { trip: out, back, userId, seats: [6] });
    expect((await board(booking.id, { tripId: out.id })).json().data.leg).toBe('outbound');
    expect((await board(booking.id)).json().data).toMatchObject({ leg: 'return', trip: { _id: back.id } });
    const row = await readBooking(db, booking.id);
    expect([row.boardedAt, row.returnBoardedAt].every(Boolean)).toBe(true);
    expect((await board(booking.id)).json().reason).toBe('already_boarded');
  });

  it('refuses what verify refuses, and unknown bookings', async () => {
    const { booking } = await ticket(1, 'cancelled');
    const res = await board(booking.id);
    expect([res.statusCode, res.json().reason]).toEqual([409, 'cancelled']);
    expect((await board('0190a0b0-0000-7000-8000-0000000000aa')).statusCode).toBe(404);
    expect((await board('nope')).statusCode).toBe(400);
  });
});
