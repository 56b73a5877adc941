import { describe, expect, it } from 'vitest';
import { ageOn, EARLIEST_BIRTH_DATE, isValidIsoDate, MAX_AGE, MIN_AGE, yearsAgo } from './age';

const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('ageOn', () => {
  it('counts whole years, a birthday included on the day', () => {
    expect(ageOn('2006-06-15', on('2024-06-14'))).toBe(17);
    expect(ageOn('2006-06-15', on('2024-06-15'))).toBe(18);
    expect(ageOn('2006-06-15', on('2024-12-31'))).toBe(18);
  });

  it('gives someone born on 29 February their birthday on 1 March in common years', () => {
    expect(ageOn('2004-02-29', on('2022-02-28'))).toBe(17);
    expect(ageOn('2004-02-29', on('2022-03-01'))).toBe(18);
    expect(ageOn('2004-02-29', on('2024-02-29'))).toBe(20);
  });

  it('reads today in Abidjan (UTC), whatever the machine time zone', () => {
    // 23:30 UTC on the eve of the 18th birthday is still the eve in Abidjan.
    expect(ageOn('2006-06-15', new Date('2024-06-14T23:30:00Z'))).toBe(17);
    expect(ageOn('2006-06-15', new Date('2024-06-15T00:30:00Z'))).toBe(18);
  });

  it('has the limits of the spec', () => {
    expect([MIN_AGE, MAX_AGE, EARLIEST_BIRTH_DATE]).toEqual([18, 120, '1900-01-01']);
  });
});

describe('isValidIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2023-02-29')).toBe(false);
    expect(isValidIsoDate('2024-13-01')).toBe(false);
    expect(isValidIsoDate('2024-04-31')).toBe(false);
    expect(isValidIsoDate('24-01-01')).toBe(false);
    expect(isValidIsoDate('2024-1-1')).toBe(false);
    expect(isValidIsoDate('')).toBe(false);
  });
});

describe('yearsAgo', () => {
  it('is the same day, years earlier', () => {
    expect(yearsAgo(18, on('2024-06-15'))).toBe('2006-06-15');
    expect(yearsAgo(120, on('2024-06-15'))).toBe('1904-06-15');
  });

  it('falls back to 28 February when today is a leap day, so the bound is really 18 years', () => {
    const today = on('2024-02-29');
    const bound = yearsAgo(18, today);
    expect(bound).toBe('2006-02-28');
    expect(ageOn(bound, today)).toBe(18);
    expect(ageOn('2006-03-01', today)).toBe(17);
  });
});
