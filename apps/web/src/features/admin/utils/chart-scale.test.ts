import { describe, expect, it } from 'vitest';
import { compactNumber, linePath, niceMax, scale, tickValues } from './chart-scale';

describe('niceMax', () => {
  it('rounds up to a readable maximum', () => {
    expect(niceMax(9)).toBe(12);
    expect(niceMax(7)).toBe(8);
    expect(niceMax(37)).toBe(40);
    expect(niceMax(4813)).toBe(5000);
    expect(niceMax(96_250)).toBe(100_000);
    expect(niceMax(1_250_000)).toBe(1_500_000);
  });

  it('never goes below one per tick, and copes with no data', () => {
    expect(niceMax(0)).toBe(4);
    expect(niceMax(1)).toBe(4);
    expect(niceMax(3)).toBe(4);
    expect(niceMax(Number.NaN)).toBe(4);
  });

  it('stays at or above the value', () => {
    for (const value of [5, 17, 99, 101, 333, 12_345, 7_777_777])
      expect(niceMax(value)).toBeGreaterThanOrEqual(value);
  });
});

describe('scale and ticks', () => {
  it('maps values to sizes', () => {
    expect(scale(50, 100, 200)).toBe(100);
    expect(scale(150, 100, 200)).toBe(200);
    expect(scale(-3, 100, 200)).toBe(0);
    expect(scale(10, 0, 200)).toBe(0);
    expect(tickValues(40)).toEqual([0, 10, 20, 30, 40]);
  });

  it('draws a line path from the bottom left', () => {
    expect(linePath([0, 50, 100], 100, 200, 100)).toBe('M0,100 L100,50 L200,0');
    expect(linePath([], 100, 200, 100)).toBe('');
    expect(linePath([25], 100, 200, 100)).toBe('M0,75');
  });

  it('writes compact labels', () => {
    expect(compactNumber(12_000, 'en')).toBe('12K');
    expect(compactNumber(1_500_000, 'en')).toBe('1.5M');
  });
});
