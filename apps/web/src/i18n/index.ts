import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@gbaka/shared';
import { addFormatters } from './formatters';
import { lazyCatalogues } from './lazy-catalogues';
import { rememberLanguage, storedLanguage } from './languages';

i18n.on('languageChanged', (language) => {
  rememberLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

i18n.use(lazyCatalogues).use(initReactI18next);

/**
 * Reads the visitor's language and starts downloading its catalogues. Called by main.tsx in a task of its own: the
 * first read of local storage and i18next's start are 10 to 15 ms of a phone's time that the scripts' evaluation
 * need not carry. A server-rendered page names its language, which the browser keeps (main.tsx).
 */
export function startI18n(language: Language = storedLanguage()): void {
  void i18n.init({
    lng: language,
    // SPEC §9's English fallback is guaranteed when the catalogues are written, not at run time: catalogues.test.ts
    // fails as soon as a language lacks a text another one has. A run-time fallback made every French or Spanish
    // first visit download the English catalogues of each page too (four more files, 10 KB, on the home page) for
    // texts that are never missing.
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    load: 'languageOnly',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    // Start downloading the catalogues now, not in a timer after this call: on a slow phone that timer waited for the
    // rest of the start, and each page's texts came a round trip after its code.
    initAsync: false,
  });
  addFormatters(i18n);
}

export { i18n };
export { LANGUAGE_NAMES, isLanguage } from './languages';
