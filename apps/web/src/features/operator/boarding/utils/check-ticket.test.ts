import type { BoardingPack } from '@gbaka/shared';
import { describe, expect, it } from 'vitest';
import { boardingCounts, checkTicket, type LocalScan } from './check-ticket';

const TRIP = 'trip-1';
const seat = (n: number, bookingId: string, code: string, boarded = false) => ({
  seat: n,
  passenger: `Passager ${n}`,
  bookingId,
  reference: bookingId.toUpperCase(),
  code,
  boarded,
  boardedAt: boarded ? '2026-11-26T06:00:00.000Z' : null,
  boardedBy: null,
});

const pack = {
  departure: { _id: TRIP },
  manifest: [seat(3, 'b1', 'K7MP4XQ2'), seat(4, 'b1', 'K7MP4XQ2'), seat(8, 'b2', 'ABCD2345', true)],
  revocations: [{ bookingId: 'b9', reference: 'B9', revokedAt: null }],
  keys: { keys: [] },
  generatedAt: '2026-11-26T05:00:00.000Z',
} as unknown as BoardingPack;

const qr = (over: Record<string, unknown> = {}) => ({
  kind: 'qr' as const,
  ticket: { jti: 'b1', trip: TRIP, seats: [3, 4], ...over },
});
const scanned = (n: number): LocalScan => ({
  tripId: TRIP,
  seat: n,
  bookingId: 'b1',
  scannedAt: '2026-11-26T07:00:00.000Z',
  deviceId: 'phone',
  synced: null,
});

describe('checkTicket (offline boarding)', () => {
  it('boards a typed code, in any case or spacing, with every seat of its booking', () => {
    expect(checkTicket(pack, { kind: 'code', typed: 'k7mp-4xq2' }, [])).toEqual({
      ok: true,
      bookingId: 'b1',
      reference: 'B1',
      seats: [
        { seat: 3, passenger: 'Passager 3' },
        { seat: 4, passenger: 'Passager 4' },
      ],
    });
  });

  it('refuses a code that is not on this bus, or cannot be a code', () => {
    for (const typed of ['ZZZZ2345', 'hello', '']) {
      expect(checkTicket(pack, { kind: 'code', typed }, [])).toEqual({ ok: false, reason: 'unknown_code' });
    }
  });

  it('boards a signed QR of this departure, outbound or return leg', () => {
    expect(checkTicket(pack, qr(), []).ok).toBe(true);
    expect(checkTicket(pack, qr({ trip: 'other', returnTrip: TRIP, returnSeats: [4, 3] }), []).ok).toBe(true);
  });

  it('refuses a QR for another bus, a revoked booking, seats changed since, a booking not on board', () => {
    expect(checkTicket(pack, qr({ trip: 'other' }), [])).toMatchObject({ ok: false, reason: 'wrong_trip' });
    expect(checkTicket(pack, qr({ jti: 'b9' }), [])).toMatchObject({ ok: false, reason: 'revoked' });
    expect(checkTicket(pack, qr({ seats: [3, 5] }), [])).toMatchObject({ ok: false, reason: 'outdated' });
    expect(checkTicket(pack, qr({ jti: 'b7' }), [])).toMatchObject({ ok: false, reason: 'not_on_manifest' });
  });

  it('refuses a second scan with the time of the first, on this phone or before the download', () => {
    expect(checkTicket(pack, qr(), [scanned(3), scanned(4)])).toEqual({
      ok: false,
      reason: 'already_boarded',
      reference: 'B1',
      boardedAt: '2026-11-26T07:00:00.000Z',
      seats: [3, 4],
    });
    expect(checkTicket(pack, { kind: 'code', typed: 'ABCD2345' }, [])).toMatchObject({
      reason: 'already_boarded',
      boardedAt: '2026-11-26T06:00:00.000Z',
    });
    // One seat of two boarded: the other still boards.
    expect(checkTicket(pack, qr(), [scanned(3)])).toMatchObject({ ok: true, seats: [{ seat: 4 }] });
  });

  it('counts boarded, expected and missing seats', () => {
    expect(boardingCounts(pack, [scanned(3)])).toEqual({ boarded: 2, expected: 3, missing: 1 });
  });
});
