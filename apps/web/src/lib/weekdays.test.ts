import { describe, expect, it } from 'vitest';
import { daysText, weekdayName } from './weekdays';

describe('weekdays', () => {
  it('names ISO days, Monday first', () => {
    expect(weekdayName(1, 'en', 'long')).toBe('Monday');
    expect(weekdayName(7, 'fr', 'long')).toBe('dimanche');
    expect(weekdayName(3, 'es', 'long')).toBe('miércoles');
  });

  it('lists the days of a line', () => {
    expect(daysText([1, 3, 5], 'fr', 'tous les jours')).toBe('lundi, mercredi, vendredi');
    expect(daysText([1, 2, 3, 4, 5, 6, 7], 'fr', 'tous les jours')).toBe('tous les jours');
  });
});
