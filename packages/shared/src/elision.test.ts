import { describe, expect, it } from 'vitest';
import { frenchOf } from './elision';
import { translate } from './messages';

describe('frenchOf', () => {
  it('elides before a vowel, accented or not, in any case', () => {
    expect(frenchOf('Abidjan')).toBe("d'Abidjan");
    expect(frenchOf('Odienné')).toBe("d'Odienné");
    expect(frenchOf('  issia ')).toBe("d'issia");
    expect(frenchOf('Élibou')).toBe("d'Élibou");
  });

  it('keeps "de" before a consonant, a y or an h', () => {
    expect(frenchOf('Bouaké')).toBe('de Bouaké');
    expect(frenchOf('Yamoussoukro')).toBe('de Yamoussoukro');
    expect(frenchOf('Hambol')).toBe('de Hambol');
  });
});

describe('translate with {{name, de}}', () => {
  it('elides in French and leaves the name as it is elsewhere', () => {
    const params = { from: 'Abidjan', to: 'Bouaké' };
    expect(translate('fr', 'returnTripMismatch', params)).toBe(
      "Le trajet retour doit aller d'Abidjan à Bouaké",
    );
    expect(translate('fr', 'returnTripMismatch', { from: 'Bouaké', to: 'Abidjan' })).toBe(
      'Le trajet retour doit aller de Bouaké à Abidjan',
    );
    expect(translate('en', 'returnTripMismatch', params)).toContain('Abidjan');
  });
});
