import { describe, expect, it } from 'vitest';
import { cityBySlug, cityPairPath, citySlug } from './city-slug';

describe('citySlug', () => {
  it('writes names in lower case, without accents, spaces as hyphens', () => {
    expect(citySlug('Abidjan')).toBe('abidjan');
    expect(citySlug('Bouaké')).toBe('bouake');
    expect(citySlug('San-Pédro')).toBe('san-pedro');
    expect(citySlug('San Pedro')).toBe('san-pedro');
    expect(citySlug('Ferkessédougou')).toBe('ferkessedougou');
    expect(citySlug('Côte d’Ivoire')).toBe('cote-d-ivoire');
  });

  it('never leaves doubled or outer hyphens', () => {
    expect(citySlug('  Grand -- Bassam  ')).toBe('grand-bassam');
    expect(citySlug("N'Douci")).toBe('n-douci');
  });
});

describe('city-pair paths', () => {
  it('joins both slugs under /trajets', () => {
    expect(cityPairPath('Abidjan', 'San-Pédro')).toBe('/trajets/abidjan/san-pedro');
  });

  it('finds a city by its slug', () => {
    expect(cityBySlug(['Abidjan', 'Bouaké'], 'bouake')).toBe('Bouaké');
    expect(cityBySlug(['Abidjan'], 'paris')).toBeUndefined();
  });
});
