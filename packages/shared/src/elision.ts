/**
 * French "de" before a proper noun: "d'Abidjan", "d'Odienné", but "de Bouaké" and "de Yamoussoukro" (a y is a
 * consonant there, and an h may be aspirated, so neither is elided). The straight apostrophe the catalogues use
 * everywhere. One rule for the web's catalogues (the i18next formatter "de") and the API's texts.
 */
export function frenchOf(name: string): string {
  const trimmed = name.trim();
  return /^[aeiouàâäéèêëîïôöùûü]/i.test(trimmed) ? `d'${trimmed}` : `de ${trimmed}`;
}
