import { describe, expect, it } from 'vitest';
import {
  adminBookingsQuerySchema,
  adminBookingStatusSchema,
  adminStatusOptions,
  canChangeBookingStatus,
  dashboardCountsSchema,
} from './admin-booking';
import { issues } from './test-helpers';

const route = { from: 'Abidjan', to: 'Man', departureDate: '2025-07-01' };

describe('booking status changes', () => {
  it('offers the moves allowed from each status', () => {
    expect(adminStatusOptions({ status: 'pending_payment', outboundRoute: route })).toEqual([
      'confirmed',
      'cancelled',
    ]);
    expect(adminStatusOptions({ status: 'confirmed', outboundRoute: route })).toEqual([
      'cancelled',
      'completed',
    ]);
  });

  it('offers none without a status, for a corrupted booking, or once final', () => {
    expect(adminStatusOptions({ outboundRoute: route })).toEqual([]);
    expect(adminStatusOptions({ status: 'confirmed', outboundRoute: { ...route, to: null } })).toEqual([]);
    expect(adminStatusOptions({ status: 'cancelled', outboundRoute: route })).toEqual([]);
    expect(adminStatusOptions({ status: 'completed', outboundRoute: route })).toEqual([]);
    expect(adminStatusOptions({ status: 'weird', outboundRoute: route })).toEqual([]);
  });

  it('checks a move', () => {
    expect(canChangeBookingStatus('confirmed', 'completed')).toBe(true);
    expect(canChangeBookingStatus('pending_payment', 'completed')).toBe(false);
    expect(canChangeBookingStatus('cancelled', 'confirmed')).toBe(false);
  });

  it('validates the body', () => {
    expect(adminBookingStatusSchema.parse({ status: 'completed' })).toEqual({ status: 'completed' });
    expect(issues(adminBookingStatusSchema, { status: 'pending_payment' })).toEqual({
      status: 'statusInvalid',
    });
  });
});

describe('adminBookingsQuerySchema', () => {
  it('pages by 10 and drops the "all" status', () => {
    expect(adminBookingsQuerySchema.parse({ status: 'all', search: 'Awa' })).toEqual({
      page: 1,
      limit: 10,
      search: 'Awa',
      status: undefined,
    });
    expect(adminBookingsQuerySchema.parse({ page: '2', status: 'confirmed' })).toMatchObject({
      page: 2,
      status: 'confirmed',
    });
  });
});

describe('dashboardCountsSchema', () => {
  it('has the counters of the spec', () => {
    const counts = {
      users: 10,
      routes: 400,
      buses: 30,
      companies: 8,
      cities: 25,
      partners: 3,
      bookings: { total: 12, pendingPayment: 2, confirmed: 6, cancelled: 3, completed: 1 },
      totalRevenue: 250000,
    };
    expect(dashboardCountsSchema.parse(counts)).toEqual(counts);
  });
});
