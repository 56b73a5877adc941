import { describe, expect, it } from 'vitest';
import { destinationHref } from './destination-link';
import { truncate } from './truncate';

describe('destinationHref', () => {
  it('carries from, to, the departure date and one adult to /routes', () => {
    const href = destinationHref({
      from: { name: 'Abidjan' },
      to: { name: 'Bouaké' },
      departureDate: '2025-06-01',
    });
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/routes');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: 'Abidjan',
      to: 'Bouaké',
      departureDate: '2025-06-01',
      passengers: '1 Adult',
    });
  });
});

describe('truncate', () => {
  it('keeps short texts and cuts long ones with an ellipsis', () => {
    expect(truncate('Bouaké', 30)).toBe('Bouaké');
    expect(truncate('a'.repeat(61), 60)).toBe(`${'a'.repeat(60)}…`);
    expect(truncate('Carrefour de la Paix, Bouaké, Côte', 30)).toBe('Carrefour de la Paix, Bouaké,…');
    expect(truncate(null, 10)).toBe('');
  });
});
