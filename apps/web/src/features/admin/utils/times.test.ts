import { describe, expect, it } from 'vitest';
import { arrivalFor, minutesBetween } from './times';

describe('arrivalFor', () => {
  it('adds a whole, positive duration to a complete departure, past midnight if need be', () => {
    expect(arrivalFor('08:00', 270)).toBe('12:30');
    expect(arrivalFor('22:30', 120)).toBe('00:30');
  });

  it('gives nothing while the departure or the duration is incomplete', () => {
    expect(arrivalFor('8:0', 270)).toBeNull();
    expect(arrivalFor('08:00', undefined)).toBeNull();
    expect(arrivalFor('08:00', 0)).toBeNull();
    expect(arrivalFor('08:00', 1.5)).toBeNull();
  });
});

describe('minutesBetween', () => {
  it('counts the minutes to the arrival, across midnight', () => {
    expect(minutesBetween('08:00', '12:30')).toBe(270);
    expect(minutesBetween('22:30', '00:30')).toBe(120);
  });

  it('gives nothing for an incomplete time or an arrival equal to the departure', () => {
    expect(minutesBetween('08:00', '12:3')).toBeNull();
    expect(minutesBetween('08:00', '08:00')).toBeNull();
  });
});
