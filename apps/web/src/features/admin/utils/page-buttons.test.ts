import { describe, expect, it } from 'vitest';
import { pageButtons } from './page-buttons';

describe('pageButtons', () => {
  it('shows every page when there are few', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps at most five buttons, centred on the current page', () => {
    expect(pageButtons(6, 20)).toEqual([4, 5, 6, 7, 8]);
    expect(pageButtons(10, 374)).toEqual([8, 9, 10, 11, 12]);
  });

  it('shifts at the ends rather than showing fewer buttons', () => {
    expect(pageButtons(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageButtons(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('clamps a page out of range and handles no pages', () => {
    expect(pageButtons(50, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageButtons(0, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(1, 0)).toEqual([]);
  });

  it('accepts another maximum', () => {
    expect(pageButtons(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pageButtons(5, 10, 4)).toEqual([3, 4, 5, 6]);
  });
});
