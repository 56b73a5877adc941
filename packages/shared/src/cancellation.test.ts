import { describe, expect, it } from 'vitest';
import {
  CANCEL_WINDOW_HOURS,
  canTravellerCancel,
  cancellationFeeRate,
  hoursUntil,
  refundFor,
} from './cancellation';

const departure = new Date('2025-07-10T08:00:00Z');
const hoursBefore = (h: number) => new Date(departure.getTime() - h * 3_600_000);

describe('canTravellerCancel', () => {
  it('allows a confirmed booking more than 24 hours ahead', () => {
    expect(CANCEL_WINDOW_HOURS).toBe(24);
    expect(canTravellerCancel('confirmed', departure, hoursBefore(48))).toBe(true);
    expect(canTravellerCancel('confirmed', departure, hoursBefore(24.01))).toBe(true);
  });

  it('refuses at 24 hours or less, and for any other status', () => {
    expect(canTravellerCancel('confirmed', departure, hoursBefore(24))).toBe(false);
    expect(canTravellerCancel('confirmed', departure, hoursBefore(2))).toBe(false);
    expect(canTravellerCancel('pending_payment', departure, hoursBefore(48))).toBe(false);
    expect(canTravellerCancel('cancelled', departure, hoursBefore(48))).toBe(false);
    expect(canTravellerCancel('completed', departure, hoursBefore(48))).toBe(false);
  });
});

describe('cancellationFeeRate', () => {
  it.each([
    [72, 0],
    [24, 0],
    [23.9, 0.5],
    [6, 0.5],
    [5.9, 1],
    [0, 1],
    [-3, 1],
  ])('%f h before departure costs %f', (hours, rate) => {
    expect(cancellationFeeRate(departure, hoursBefore(hours))).toBe(rate);
  });

  it('measures hours', () => {
    expect(hoursUntil(departure, hoursBefore(30))).toBe(30);
  });
});

describe('refundFor', () => {
  it('refunds everything to a traveller inside the window', () => {
    expect(refundFor({ total: 15975, departure, now: hoursBefore(30), by: 'traveller' })).toEqual({
      feeRate: 0,
      refundAmount: 15975,
      allowed: true,
    });
  });

  it('marks a late traveller cancellation as not allowed', () => {
    expect(refundFor({ total: 10000, departure, now: hoursBefore(10), by: 'traveller' }).allowed).toBe(false);
  });

  it('applies the 50 % and 100 % tiers to an admin cancellation, in whole francs', () => {
    expect(refundFor({ total: 15975, departure, now: hoursBefore(10), by: 'admin' })).toEqual({
      feeRate: 0.5,
      refundAmount: 7987,
      allowed: true,
    });
    expect(refundFor({ total: 15975, departure, now: hoursBefore(3), by: 'admin' })).toEqual({
      feeRate: 1,
      refundAmount: 0,
      allowed: true,
    });
    expect(refundFor({ total: 15975, departure, now: hoursBefore(25), by: 'admin' }).refundAmount).toBe(
      15975,
    );
  });

  it('rejects amounts that are not whole francs', () => {
    expect(() => refundFor({ total: 10.5, departure, by: 'admin' })).toThrow(RangeError);
  });
});
