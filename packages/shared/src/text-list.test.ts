import { describe, expect, it } from 'vitest';
import { joinList, listFieldSchema, splitList } from './text-list';

describe('lists typed as comma-separated text', () => {
  it('splits, trims and drops empties', () => {
    expect(splitList(' wifi, ac , , power,')).toEqual(['wifi', 'ac', 'power']);
    expect(splitList('')).toEqual([]);
    expect(joinList(['wifi', 'ac'])).toBe('wifi, ac');
  });

  it('accepts text, arrays or nothing', () => {
    expect(listFieldSchema.parse('Tiébissou, Toumodi')).toEqual(['Tiébissou', 'Toumodi']);
    expect(listFieldSchema.parse([' wifi ', ''])).toEqual(['wifi']);
    expect(listFieldSchema.parse(undefined)).toEqual([]);
    expect(listFieldSchema.safeParse(42).success).toBe(false);
  });
});
