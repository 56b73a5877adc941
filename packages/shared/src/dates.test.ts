import { describe, expect, it, vi } from 'vitest';
import { formatDay, formatInstant, parseCalendarDay, prepareDateFormats } from './dates';

describe('formatDay', () => {
  it('writes the long date in the language, without shifting the day', () => {
    expect(formatDay('2030-01-14', 'fr', 'full')).toBe('lundi 14 janvier 2030');
    expect(formatDay('2030-01-14', 'en', 'long')).toBe('January 14, 2030');
    expect(formatDay('2030-01-14', 'es', 'full')).toBe('lunes, 14 de enero de 2030');
  });

  it('returns unreadable text as it is', () => {
    expect(formatDay('soon', 'fr', 'full')).toBe('soon');
  });

  it('writes a card, a table and a chart their short days, reading only the date of a timestamp', () => {
    expect(formatDay('2025-11-24', 'fr', 'short')).toBe('lun. 24 nov.');
    expect(formatDay('2026-11-21', 'fr', 'compact')).toBe('sam. 21 nov. 2026');
    expect(formatDay('2026-11-12T23:30:00Z', 'fr', 'dayMonth')).toBe('12 nov.');
    expect(formatDay('1990-03-12', 'fr', 'long')).toBe('12 mars 1990');
  });
});

describe('parseCalendarDay', () => {
  it('reads a day as its UTC midnight, and nothing else', () => {
    expect(parseCalendarDay('2030-01-14')?.toISOString()).toBe('2030-01-14T00:00:00.000Z');
    expect(parseCalendarDay('2030-13-01')).toBeNull();
  });
});

describe('formatInstant', () => {
  it('gives the Abidjan time of an instant', () => {
    expect(formatInstant('2030-01-14T09:05:00Z', 'fr', 'time')).toBe('09:05');
  });

  it('keeps the 24-hour clock of the trips in every language', () => {
    expect(formatInstant('2030-01-14T14:05:00Z', 'en', 'time')).toBe('14:05');
  });

  it('writes a date with its time, and a month', () => {
    expect(formatInstant('2026-03-12T14:05:00Z', 'fr', 'dateTime')).toBe('12 mars 2026 à 14:05');
    expect(formatInstant('2025-03-31T23:59:00Z', 'fr', 'monthYear')).toBe('mars 2025');
  });

  it('is empty for what is not an instant', () => {
    expect(formatInstant('later', 'fr', 'time')).toBe('');
  });
});

describe('prepareDateFormats', () => {
  it('builds each format of the language ahead of use, pausing after each one', async () => {
    const RealFormat = Intl.DateTimeFormat;
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof RealFormat>
    ) {
      return new RealFormat(...args);
    } as unknown as typeof RealFormat);
    const pauses: number[] = [];
    // A language no other test formats in, so that nothing is built yet.
    await prepareDateFormats('pt', async () => void pauses.push(built.mock.calls.length));
    expect(pauses).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    built.mockClear();
    // Built once: formatting afterwards builds nothing.
    formatDay('2026-11-24', 'pt', 'short');
    formatInstant('2026-11-24T14:05:00Z', 'pt', 'time');
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });
});
