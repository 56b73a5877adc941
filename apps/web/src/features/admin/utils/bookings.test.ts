import type { AdminBooking } from '@gbaka/shared';
import { buildBooking } from '@gbaka/shared/test-fixtures';
import { describe, expect, it } from 'vitest';
import {
  bookingCsvRows,
  corruptedCount,
  isBookingCorrupted,
  legLine,
  shortId,
  statusChoices,
  type BookingRow,
} from './bookings';

const leg = {
  _id: 't1',
  from: { _id: 'c1', name: 'Abidjan' },
  to: { _id: 'c2', name: 'Bouaké' },
  departureDate: '2026-03-12',
  departureTime: '07:30',
  arrivalTime: '11:30',
  duration: '4h00min',
  price: 8000,
  companyName: { _id: 'k1', name: 'UTB', logo: null },
};

function booking(overrides: Partial<BookingRow> = {}): BookingRow {
  const base: AdminBooking = {
    ...buildBooking({
      _id: '0195f3a2-1b2c-7d3e-8f40-1234abcd5678',
      reference: 'ABCD5678',
      status: 'pending_payment',
      outboundRoute: leg,
      totalPrice: 17040,
      subtotal: 16000,
      fee: 1040,
      createdAt: '2026-03-01T10:00:00.000Z',
    }),
    returnBoardedAt: null,
    confirmedAt: null,
    isCorrupted: false,
  };
  return { ...base, ...overrides };
}

describe('corrupted bookings', () => {
  it('flags a booking without outbound origin, destination or date', () => {
    expect(isBookingCorrupted(booking())).toBe(false);
    expect(isBookingCorrupted(booking({ outboundRoute: null }))).toBe(true);
    expect(isBookingCorrupted(booking({ outboundRoute: { ...leg, from: null } }))).toBe(true);
    expect(isBookingCorrupted(booking({ outboundRoute: { ...leg, to: '' } }))).toBe(true);
    expect(isBookingCorrupted(booking({ outboundRoute: { ...leg, departureDate: null } }))).toBe(true);
  });

  it('trusts the server flag too', () => {
    expect(isBookingCorrupted(booking({ isCorrupted: true }))).toBe(true);
  });

  it('counts the corrupted rows of a page', () => {
    expect(
      corruptedCount([booking(), booking({ outboundRoute: null }), booking({ isCorrupted: true })]),
    ).toBe(2);
  });
});

describe('statusChoices', () => {
  it('offers the moves the server accepts', () => {
    expect(statusChoices(booking())).toEqual(['confirmed', 'cancelled']);
    expect(statusChoices(booking({ status: 'confirmed' }))).toEqual(['cancelled', 'completed']);
  });

  it('offers nothing once final, corrupted or without status', () => {
    expect(statusChoices(booking({ status: 'cancelled' }))).toEqual([]);
    expect(statusChoices(booking({ status: 'completed' }))).toEqual([]);
    expect(statusChoices(booking({ outboundRoute: null }))).toEqual([]);
    expect(statusChoices(booking({ status: '' as never }))).toEqual([]);
  });
});

describe('display helpers', () => {
  it('writes a leg and a short id', () => {
    expect(legLine(leg)).toBe('Abidjan → Bouaké');
    expect(legLine({ from: 'Man', to: { cityName: 'Daloa' } })).toBe('Man → Daloa');
    expect(legLine(null)).toBe('');
    expect(shortId('0195f3a2-1b2c')).toBe('0195f3a2…');
  });

  it('builds export rows', () => {
    const [row] = bookingCsvRows([booking()], { status: (s) => s.toUpperCase() });
    expect(row).toEqual([
      '0195f3a2-1b2c-7d3e-8f40-1234abcd5678',
      'ABCD5678',
      'Awa Koné',
      'awa@example.ci',
      '+2250712345678',
      'Abidjan → Bouaké',
      '2026-03-12',
      '07:30',
      '',
      '',
      '3, 4',
      17040,
      'PENDING_PAYMENT',
      '2026-03-01T10:00:00.000Z',
    ]);
  });
});
