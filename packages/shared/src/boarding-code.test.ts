import { describe, expect, it } from 'vitest';
import {
  BOARDING_CODE_ALPHABET,
  formatBoardingCode,
  isBoardingCode,
  normaliseBoardingCode,
} from './boarding-code';

describe('boarding code', () => {
  it('uses 31 characters without the look-alikes 0, O, 1, I and L', () => {
    expect(new Set(BOARDING_CODE_ALPHABET).size).toBe(31);
    for (const c of '0O1IL') expect(BOARDING_CODE_ALPHABET).not.toContain(c);
  });

  it('is eight characters of the alphabet', () => {
    expect(isBoardingCode('K7MP4XQ2')).toBe(true);
    for (const bad of ['K7MP4XQ', 'K7MP4XQ22', 'K7MP4XQ0', 'k7mp4xq2', 'K7MP-4XQ2']) {
      expect(isBoardingCode(bad), bad).toBe(false);
    }
  });

  it('reads a typed code in lower case, with spaces or a dash', () => {
    for (const typed of ['k7mp4xq2', 'K7MP-4XQ2', ' k7mp 4xq2 ']) {
      expect(normaliseBoardingCode(typed), typed).toBe('K7MP4XQ2');
    }
  });

  it('refuses what cannot be a code before any lookup', () => {
    for (const typed of ['', 'K7MP4XQ', 'K7MP4XQO', 'BOOK-1234', 'K7MP4XQ2X']) {
      expect(normaliseBoardingCode(typed), typed).toBeNull();
    }
  });

  it('prints in two groups of four', () => {
    expect(formatBoardingCode('K7MP4XQ2')).toBe('K7MP-4XQ2');
  });
});
