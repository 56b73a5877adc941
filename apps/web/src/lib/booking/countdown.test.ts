import { describe, expect, it } from 'vitest';
import { countdownText, remainingMs } from './countdown';

describe('hold countdown', () => {
  const now = Date.parse('2030-01-10T10:00:00Z');

  it('counts down to the hold expiry', () => {
    expect(remainingMs('2030-01-10T10:15:00Z', now)).toBe(15 * 60_000);
  });

  it('never goes below zero and tolerates no expiry', () => {
    expect(remainingMs('2030-01-10T09:00:00Z', now)).toBe(0);
    expect(remainingMs(null, now)).toBe(0);
    expect(remainingMs('not a date', now)).toBe(0);
  });

  it('shows minutes and seconds, rounded up', () => {
    expect(countdownText(15 * 60_000)).toBe('15:00');
    expect(countdownText(65_001)).toBe('1:06');
    expect(countdownText(999)).toBe('0:01');
    expect(countdownText(0)).toBe('0:00');
    expect(countdownText(-5)).toBe('0:00');
  });
});
