import { describe, expect, it } from 'vitest';
import { canProceed, keepAvailable, seatLimit, toggleSeat } from './seat-selection';

describe('toggleSeat', () => {
  it('adds an available seat, kept in order', () => {
    expect(toggleSeat([7, 3], 5, 'available')).toEqual({ outcome: 'changed', seats: [3, 5, 7] });
  });

  it('releases a chosen seat', () => {
    expect(toggleSeat([3, 5], 3, 'available')).toEqual({ outcome: 'changed', seats: [5] });
  });

  it('releases a chosen seat even if the map now says reserved', () => {
    expect(toggleSeat([3], 3, 'reserved')).toEqual({ outcome: 'changed', seats: [] });
  });

  it('refuses a reserved or unknown seat', () => {
    expect(toggleSeat([], 4, 'reserved')).toEqual({ outcome: 'reserved' });
    expect(toggleSeat([], 4, undefined)).toEqual({ outcome: 'reserved' });
  });

  it('stops at five seats', () => {
    expect(toggleSeat([1, 2, 3, 4, 5], 6, 'available')).toEqual({ outcome: 'limit' });
    expect(toggleSeat([1, 2, 3, 4], 6, 'available').outcome).toBe('changed');
  });

  it('stops at the outbound count on a return leg', () => {
    expect(toggleSeat([1, 2], 6, 'available', seatLimit(2))).toEqual({ outcome: 'limit' });
  });
});

describe('keepAvailable', () => {
  it('drops seats taken meanwhile', () => {
    const seats = [
      { number: 1, status: 'available' as const },
      { number: 2, status: 'reserved' as const },
    ];
    expect(keepAvailable([1, 2, 9], seats)).toEqual({ kept: [1], lost: [2, 9] });
  });
});

describe('canProceed', () => {
  it('needs at least one seat', () => {
    expect(canProceed([])).toBe(false);
    expect(canProceed([4])).toBe(true);
  });

  it('needs the outbound count on a return leg', () => {
    expect(canProceed([4], 2)).toBe(false);
    expect(canProceed([4, 5], 2)).toBe(true);
  });

  it('caps the outbound at five', () => {
    expect(seatLimit()).toBe(5);
  });
});
