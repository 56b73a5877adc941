import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl';

describe('Intl formatters', () => {
  it('builds one formatter per language and options', () => {
    expect(dateTimeFormat('fr', { month: 'long' })).toBe(dateTimeFormat('fr', { month: 'long' }));
    expect(dateTimeFormat('fr', { month: 'long' })).not.toBe(dateTimeFormat('en', { month: 'long' }));
    expect(numberFormat('fr-FR')).toBe(numberFormat('fr-FR', {}));
    expect(numberFormat('fr', { style: 'percent' })).not.toBe(numberFormat('fr'));
  });

  it('formats as a new formatter would', () => {
    const options = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
    const date = new Date('2026-11-23T00:00:00Z');
    expect(dateTimeFormat('fr', options).format(date)).toBe(
      new Intl.DateTimeFormat('fr', options).format(date),
    );
    expect(numberFormat('fr-FR').format(15000)).toBe(new Intl.NumberFormat('fr-FR').format(15000));
  });
});
