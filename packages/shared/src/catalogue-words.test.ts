import { describe, expect, it } from 'vitest';
import { catalogueWordKey } from './catalogue-words';
import { translate } from './messages';

describe('catalogueWordKey', () => {
  it('gives the key of amenities, bus classes and badges in any case, nothing for other words', () => {
    expect(catalogueWordKey('tv')).toBe('amenityTv');
    expect(catalogueWordKey('Climatisation')).toBe('amenityAc');
    expect(catalogueWordKey(' Classique ')).toBe('busTypeClassic');
    expect(catalogueWordKey('Voyage de nuit')).toBe('featureNightTrip');
    expect(catalogueWordKey('Bar à bord')).toBeUndefined();
    expect(translate('en', catalogueWordKey('tv')!)).toBe('TV');
    expect(translate('es', catalogueWordKey('Départ matinal')!)).toBe('Salida temprana');
  });
});
