import type { Language } from './languages';

/** A text of the catalogue written in French, with the translations an administrator may add. */
export interface TranslatedText {
  fr: string | null;
  en?: string | null;
  es?: string | null;
}

/**
 * The text in the traveller's language, French when it has no translation there (blank counts as none): French
 * is the text every company writes first, so a traveller always reads something.
 */
export function inLanguage(text: TranslatedText, lang: Language): string | null {
  const translated = lang === 'fr' ? null : text[lang]?.trim();
  return translated || text.fr;
}
