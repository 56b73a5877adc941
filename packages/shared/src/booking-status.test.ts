import { describe, expect, it } from 'vitest';
import {
  bookingStatusLabel,
  isCorruptedBooking,
  isPayableBooking,
  isPositiveStatus,
  isUpcomingBooking,
} from './booking-status';
import { translate } from './messages';

describe('bookingStatusLabel', () => {
  it.each([
    ['confirmed', 'CONFIRMÉ'],
    ['success', 'CONFIRMÉ'],
    ['pending', 'EN ATTENTE'],
    ['pending_payment', 'EN ATTENTE'],
    ['cancelled', 'ANNULÉ'],
    ['completed', 'TERMINÉ'],
    ['lost', 'STATUT INCONNU'],
    [undefined, 'STATUT INCONNU'],
  ])('labels %s as %s', (status, label) => {
    expect(translate('fr', bookingStatusLabel(status))).toBe(label);
  });

  it('tells a hold that ran out from a cancellation', () => {
    expect(translate('fr', bookingStatusLabel('cancelled', 'payment_timeout'))).toBe('EXPIRÉE');
    expect(translate('fr', bookingStatusLabel('cancelled', 'traveller'))).toBe('ANNULÉ');
    expect(translate('fr', bookingStatusLabel('confirmed', 'payment_timeout'))).toBe('CONFIRMÉ');
  });

  it('counts success and completed as positive', () => {
    expect(['confirmed', 'completed', 'success', 'cancelled', null].map(isPositiveStatus)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('isUpcomingBooking', () => {
  const now = new Date('2025-07-01T10:00:00Z');
  const route = { from: 'Abidjan', to: 'Man', departureDate: '2025-07-01', departureTime: '12:00' };

  it('is confirmed with a future departure', () => {
    expect(isUpcomingBooking({ status: 'confirmed', outboundRoute: route }, now)).toBe(true);
    expect(
      isUpcomingBooking({ status: 'confirmed', outboundRoute: { ...route, departureTime: '09:00' } }, now),
    ).toBe(false);
    expect(isUpcomingBooking({ status: 'pending_payment', outboundRoute: route }, now)).toBe(false);
    expect(isUpcomingBooking({ status: 'confirmed', outboundRoute: null }, now)).toBe(false);
    expect(
      isUpcomingBooking({ status: 'confirmed', outboundRoute: { ...route, departureDate: 'soon' } }, now),
    ).toBe(false);
  });

  it('counts an unpaid booking whose hold still runs, so that it can be paid from the profile', () => {
    const held = { status: 'pending_payment', outboundRoute: route };
    expect(isUpcomingBooking({ ...held, holdExpiresAt: '2025-07-01T10:05:00Z' }, now)).toBe(true);
    expect(isUpcomingBooking({ ...held, holdExpiresAt: '2025-07-01T09:59:00Z' }, now)).toBe(false);
    expect(isPayableBooking({ ...held, holdExpiresAt: '2025-07-01T10:05:00Z' }, now)).toBe(true);
    expect(isPayableBooking({ status: 'confirmed', holdExpiresAt: '2025-07-01T10:05:00Z' }, now)).toBe(false);
  });
});

describe('isCorruptedBooking', () => {
  it('flags a booking missing its origin, destination or date', () => {
    const route = { from: { name: 'Abidjan' }, to: 'Man', departureDate: '2025-07-01' };
    expect(isCorruptedBooking({ outboundRoute: route })).toBe(false);
    expect(isCorruptedBooking({ outboundRoute: { ...route, from: null } })).toBe(true);
    expect(isCorruptedBooking({ outboundRoute: { ...route, to: '' } })).toBe(true);
    expect(isCorruptedBooking({ outboundRoute: { ...route, departureDate: undefined } })).toBe(true);
    expect(isCorruptedBooking({})).toBe(true);
  });
});
