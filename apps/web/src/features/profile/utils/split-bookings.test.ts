import type { Booking } from '@gbaka/shared';
import { describe, expect, it } from 'vitest';
import { splitBookings } from './split-bookings';

const now = new Date('2030-01-10T12:00:00Z');

function booking(id: string, status: Booking['status'], departureDate: string, departureTime = '08:00') {
  return { _id: id, status, outboundRoute: { departureDate, departureTime } } as unknown as Booking;
}

describe('splitBookings', () => {
  it('puts confirmed future trips in upcoming, soonest first', () => {
    const { upcoming, history } = splitBookings(
      [
        booking('later', 'confirmed', '2030-02-01'),
        booking('soon', 'confirmed', '2030-01-11'),
        booking('past', 'confirmed', '2030-01-10', '11:00'),
        booking('cancelled', 'cancelled', '2030-03-01'),
        booking('unpaid', 'pending_payment', '2030-03-02'),
      ],
      now,
    );
    expect(upcoming.map((b) => b._id)).toEqual(['soon', 'later']);
    expect(history.map((b) => b._id)).toEqual(['unpaid', 'cancelled', 'past']);
  });

  it('keeps an unpaid booking whose hold still runs in upcoming, where it can be paid', () => {
    const held = {
      ...booking('held', 'pending_payment', '2030-01-12'),
      holdExpiresAt: '2030-01-10T12:10:00Z',
    };
    const lapsed = {
      ...booking('lapsed', 'pending_payment', '2030-01-13'),
      holdExpiresAt: '2030-01-10T11:50:00Z',
    };
    const { upcoming, history } = splitBookings(
      [lapsed, held, booking('soon', 'confirmed', '2030-01-11')],
      now,
    );
    expect(upcoming.map((b) => b._id)).toEqual(['soon', 'held']);
    expect(history.map((b) => b._id)).toEqual(['lapsed']);
  });

  it('keeps a paid booking of a departure the company cancelled in upcoming, to be moved for free (issue 17)', () => {
    const cancelled = (id: string, date: string, refundAmount: number | null) => ({
      ...booking(id, 'cancelled', date),
      cancelReason: 'departure_cancelled' as const,
      refundAmount,
    });
    const { upcoming, history } = splitBookings(
      [
        cancelled('movable', '2030-01-11', 10_650),
        cancelled('lost-yesterday', '2030-01-09', 10_650),
        cancelled('long-ago', '2029-12-01', 10_650),
        cancelled('unpaid', '2030-01-12', null),
      ],
      now,
    );
    expect(upcoming.map((b) => b._id)).toEqual(['lost-yesterday', 'movable']);
    expect(history.map((b) => b._id)).toEqual(['unpaid', 'long-ago']);
  });

  it('keeps a round trip whose return is still to come in upcoming, where its return can be changed', () => {
    const away = {
      ...booking('away', 'confirmed', '2030-01-08'),
      tripType: 'roundTrip',
      returnRoute: { departureDate: '2030-01-14', departureTime: '10:00' },
    } as unknown as Booking;
    const home = {
      ...booking('home', 'confirmed', '2030-01-01'),
      tripType: 'roundTrip',
      returnRoute: { departureDate: '2030-01-05', departureTime: '10:00' },
    } as unknown as Booking;
    const { upcoming, history } = splitBookings([away, home], now);
    expect(upcoming.map((b) => b._id)).toEqual(['away']);
    expect(history.map((b) => b._id)).toEqual(['home']);
  });
});
