import { frenchOf } from '@gbaka/shared';
import type { i18n as I18n } from 'i18next';

/**
 * Formatters the catalogues call by name. `{{from, de}}` writes a city after French "de" with its elision
 * ("d'Abidjan", "de Bouaké"): French catalogues write "départ {{from, de}}", never "de {{from}}". In English and
 * Spanish it leaves the name as it is, should a catalogue use it there.
 */
export function addFormatters(i18n: I18n): void {
  i18n.services.formatter?.add('de', (value: unknown, lng: string | undefined) =>
    lng === 'fr' ? frenchOf(String(value)) : String(value),
  );
}
