import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../languages';
import { frenchOf } from '../elision';
import { en } from './en';
import { es } from './es';
import { fr, type Catalogue, type MessageKey } from './fr';
import { enServer } from './server/en';
import { esServer } from './server/es';
import { frServer, type ServerMessageKey } from './server/fr';

/** Any key: the web app's (MessageKey) or one of the texts only the API sends (mails, SMS, documents). */
export type ApiMessageKey = MessageKey | ServerMessageKey;
export type ApiCatalogue = Record<ApiMessageKey, string>;

/** Every text, the web app's and the API's own: what the API translates with. */
export const messages: Record<Language, ApiCatalogue> = {
  fr: { ...fr, ...frServer },
  en: { ...en, ...enServer },
  es: { ...es, ...esServer },
};
export type { Catalogue, MessageKey };

export function isMessageKey(key: string): key is ApiMessageKey {
  return Object.hasOwn(messages.fr, key);
}

/** Translates a key (or returns the text unchanged when it is not a key), filling {{name}} placeholders. */
export function translate(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  const template = isMessageKey(key) ? messages[lang][key] : key;
  // `{{from, de}}` is the web catalogues' formatter: a name after French "de", elided ("d'Abidjan").
  return template.replace(/\{\{(\w+)(, *de)?\}\}/g, (_, name: string, de?: string) => {
    const value = String(params[name] ?? '');
    return de && lang === 'fr' ? frenchOf(value) : value;
  });
}

/** Picks fr, en or es from an Accept-Language header, French when none matches. */
export function pickLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return {
        lang: (tag.trim().split('-')[0] ?? '').toLowerCase(),
        q: q ? Number(q.trim().slice(2)) || 0 : 1,
      };
    })
    // q=0 means "not acceptable" (RFC 9110); the sort is stable, so equal weights keep the header's order.
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q);
  const match = ranked.find((r) => (LANGUAGES as readonly string[]).includes(r.lang));
  return (match?.lang as Language | undefined) ?? DEFAULT_LANGUAGE;
}
