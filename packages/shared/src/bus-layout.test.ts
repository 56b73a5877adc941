import { describe, expect, it } from 'vitest';
import { parseBusLayout, seatRows } from './bus-layout';

describe('parseBusLayout', () => {
  it('reads left x right', () => {
    expect(parseBusLayout('2x2')).toEqual({ left: 2, right: 2, perRow: 4 });
    expect(parseBusLayout('2 X 1')).toEqual({ left: 2, right: 1, perRow: 3 });
  });

  it.each(['', '2', '2-2', '0x2', '5x5', 'axb'])('refuses %j', (layout) => {
    expect(parseBusLayout(layout)).toBeUndefined();
  });
});

describe('seatRows', () => {
  it('lays seats out row by row around the aisle', () => {
    expect(seatRows(7, '2x1')).toEqual([
      [1, 2, null, 3],
      [4, 5, null, 6],
      [7, null],
    ]);
  });

  it('draws an unreadable layout as 2x2', () => {
    expect(seatRows(4, '??')).toEqual([[1, 2, null, 3, 4]]);
  });
});
