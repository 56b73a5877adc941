import type { Booking, BookingRoute } from '@gbaka/shared';
import { buildBooking, buildBookingRoute } from '@gbaka/shared/test-fixtures';
import { describe, expect, it } from 'vitest';
import {
  byDeparture,
  isKeptOffline,
  isTicketExpired,
  planTicketSync,
  toOfflineTicket,
  type OfflineTicket,
} from './offline-ticket';

const USER = 'user-1';
const QR = 'data:image/png;base64,iVBORw0KGgo=';
const now = new Date('2030-01-10T12:00:00Z');

function route(departureDate: string, departureTime = '08:00', overrides: Partial<BookingRoute> = {}) {
  return buildBookingRoute({ _id: `trip-${departureDate}`, departureDate, departureTime, ...overrides });
}

function booking(id: string, overrides: Partial<Booking> = {}): Booking {
  return buildBooking({
    _id: id,
    reference: id.slice(-8).toUpperCase(),
    userId: USER,
    outboundRoute: route('2030-01-12'),
    createdAt: '2030-01-01T10:00:00.000Z',
    ...overrides,
  });
}

describe('toOfflineTicket', () => {
  it('keeps what the ticket prints, and nothing of the e-mail', () => {
    const ticket = toOfflineTicket(booking('0190a0b0-aaaa-1a2b3c4d'), USER, QR, now);
    expect(ticket).toEqual({
      bookingId: '0190a0b0-aaaa-1a2b3c4d',
      userId: USER,
      reference: '1A2B3C4D',
      status: 'confirmed',
      passenger: 'Awa Koné',
      phone: '+2250712345678',
      legs: [
        {
          from: 'Abidjan',
          to: 'Yamoussoukro',
          company: 'Ivoire Transport',
          departureDate: '2030-01-12',
          departureTime: '08:00',
          arrivalTime: '11:00',
          seats: [3, 4],
        },
      ],
      totalPrice: 15975,
      qrDataUrl: QR,
      savedAt: '2030-01-10T12:00:00.000Z',
    });
  });

  it('adds the return leg of a round trip, on the outbound seats when none were chosen for it', () => {
    const back = route('2030-01-20', '15:30', { from: { _id: 'c2', name: 'Yamoussoukro' } });
    const sameSeats = toOfflineTicket(
      booking('rt1', { tripType: 'roundTrip', returnRoute: back }),
      USER,
      QR,
      now,
    );
    expect(sameSeats.legs.map((leg) => [leg.from, leg.departureDate, leg.seats])).toEqual([
      ['Abidjan', '2030-01-12', [3, 4]],
      ['Yamoussoukro', '2030-01-20', [3, 4]],
    ]);
    const otherSeats = toOfflineTicket(
      booking('rt2', { tripType: 'roundTrip', returnRoute: back, returnSelectedSeats: [7, 8] }),
      USER,
      QR,
      now,
    );
    expect(otherSeats.legs[1]!.seats).toEqual([7, 8]);
  });
});

describe('isKeptOffline', () => {
  it('keeps paid tickets until a day after the last departure', () => {
    expect(isKeptOffline(booking('b', { outboundRoute: route('2030-01-09', '12:01') }), now)).toBe(true);
    expect(isKeptOffline(booking('b', { outboundRoute: route('2030-01-09', '12:00') }), now)).toBe(false);
    expect(isKeptOffline(booking('b', { status: 'completed' }), now)).toBe(true);
  });

  it('keeps a round trip until its return has left', () => {
    const roundTrip = booking('rt', {
      tripType: 'roundTrip',
      outboundRoute: route('2030-01-01'),
      returnRoute: route('2030-01-15'),
    });
    expect(isKeptOffline(roundTrip, now)).toBe(true);
  });

  it('keeps nothing unpaid or cancelled', () => {
    expect(isKeptOffline(booking('b', { status: 'pending_payment' }), now)).toBe(false);
    expect(isKeptOffline(booking('b', { status: 'cancelled' }), now)).toBe(false);
  });

  it('treats an unreadable date as over rather than keeping it forever', () => {
    expect(
      isTicketExpired(
        { legs: [{ ...toOfflineTicket(booking('b'), USER, QR).legs[0]!, departureDate: 'x' }] },
        now,
      ),
    ).toBe(true);
  });
});

describe('planTicketSync', () => {
  const stored = (b: Booking): OfflineTicket => toOfflineTicket(b, USER, QR, now);

  it('saves the new paid bookings and leaves the stored ones alone', () => {
    const kept = booking('kept');
    const fresh = booking('fresh');
    const plan = planTicketSync([kept, fresh], [stored(kept)], USER, now);
    expect(plan.save.map((b) => b._id)).toEqual(['fresh']);
    expect(plan.remove).toEqual([]);
  });

  it('stores again a ticket whose printed content changed', () => {
    const before = booking('b');
    const plan = planTicketSync([booking('b', { selectedSeats: [9] })], [stored(before)], USER, now);
    expect(plan.save.map((b) => b._id)).toEqual(['b']);
  });

  it('removes cancelled, past and vanished tickets', () => {
    const cancelled = booking('cancelled');
    const past = booking('past', { outboundRoute: route('2029-12-01') });
    const vanished = booking('vanished');
    const plan = planTicketSync(
      [{ ...cancelled, status: 'cancelled' }, past],
      [stored(cancelled), stored(past), stored(vanished)],
      USER,
      now,
    );
    expect(plan.save).toEqual([]);
    expect(plan.remove.sort()).toEqual(['cancelled', 'past', 'vanished']);
  });
});

describe('byDeparture', () => {
  it('puts the soonest departure first', () => {
    const later = toOfflineTicket(booking('later', { outboundRoute: route('2030-02-01') }), USER, QR);
    const sooner = toOfflineTicket(
      booking('sooner', { outboundRoute: route('2030-01-11', '23:00') }),
      USER,
      QR,
    );
    const morning = toOfflineTicket(
      booking('morning', { outboundRoute: route('2030-01-11', '06:30') }),
      USER,
      QR,
    );
    expect([later, sooner, morning].sort(byDeparture).map((t) => t.bookingId)).toEqual([
      'morning',
      'sooner',
      'later',
    ]);
  });
});
