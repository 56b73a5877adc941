import { describe, expect, it } from 'vitest';
import { formatClock, formatTripDate } from './dates';

describe('formatTripDate', () => {
  it('writes the long date in the language, without shifting the day', () => {
    expect(formatTripDate('2030-01-14', 'fr')).toBe('lundi 14 janvier 2030');
    expect(formatTripDate('2030-01-14', 'en', false)).toBe('January 14, 2030');
    expect(formatTripDate('2030-01-14', 'es')).toBe('lunes, 14 de enero de 2030');
  });

  it('returns unreadable text as it is', () => {
    expect(formatTripDate('soon', 'fr')).toBe('soon');
  });
});

describe('formatClock', () => {
  it('gives the Abidjan time of an instant', () => {
    expect(formatClock('2030-01-14T09:05:00Z', 'fr')).toBe('09:05');
  });
});
