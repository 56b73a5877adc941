import { describe, expect, it } from 'vitest';
import { idOrNameSchema } from './ref-schema';
import { isUuid, matchesRef, refId, refName, sameName } from './refs';
import { issues } from './test-helpers';

const id = '0190a0b0-1234-7abc-8def-0123456789ab';

describe('refs', () => {
  it('reads names from strings and objects, including the admin cityName', () => {
    expect(refName('Abidjan')).toBe('Abidjan');
    expect(refName({ _id: id, name: 'Abidjan' })).toBe('Abidjan');
    expect(refName({ cityName: 'Man' })).toBe('Man');
    expect(refName(null)).toBe('');
    expect(refName(undefined)).toBe('');
  });

  it('reads ids only where there is one', () => {
    expect(refId({ _id: id, name: 'Abidjan' })).toBe(id);
    expect(refId(id)).toBe(id);
    expect(refId('Abidjan')).toBeUndefined();
    expect(isUuid(id.toUpperCase())).toBe(true);
    expect(isUuid('Abidjan')).toBe(false);
  });

  it('matches by id or case-insensitive name, keeping accents', () => {
    expect(matchesRef({ _id: id, name: 'Bouaké' }, 'BOUAKÉ')).toBe(true);
    expect(matchesRef({ _id: id, name: 'Bouaké' }, id)).toBe(true);
    expect(matchesRef('Bouaké', ' bouaké ')).toBe(true);
    expect(matchesRef('Bouaké', 'Bouake')).toBe(false);
    expect(sameName('San-Pédro', 'san-pédro')).toBe(true);
  });

  it('idOrNameSchema trims and reports its own required key', () => {
    const schema = idOrNameSchema('fromRequired');
    expect(schema.parse('  Abidjan ')).toBe('Abidjan');
    expect(issues(schema, '  ')).toEqual({ '': 'fromRequired' });
    expect(issues(schema, undefined)).toEqual({ '': 'fromRequired' });
  });
});
