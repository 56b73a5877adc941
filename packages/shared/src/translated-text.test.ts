import { describe, expect, it } from 'vitest';
import { inLanguage } from './translated-text';

describe('inLanguage', () => {
  const text = { fr: 'Gare centrale', en: 'Main station', es: '  ' };

  it('answers the translation of the language asked', () => {
    expect(inLanguage(text, 'en')).toBe('Main station');
    expect(inLanguage(text, 'fr')).toBe('Gare centrale');
  });

  it('falls back to French when the translation is blank or missing', () => {
    expect(inLanguage(text, 'es')).toBe('Gare centrale');
    expect(inLanguage({ fr: 'Gare' }, 'en')).toBe('Gare');
    expect(inLanguage({ fr: null, en: null }, 'en')).toBeNull();
  });
});
