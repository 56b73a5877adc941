import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 'ellipsis-end', 5]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('shows first, last and neighbours with ellipses for the gaps', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(pageWindow(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
  });

  it('fills a gap of one page with the page itself', () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
    expect(pageWindow(7, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
  });

  it('clamps a page out of range', () => {
    expect(pageWindow(99, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(-3, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
  });
});
