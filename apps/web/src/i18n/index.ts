import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES } from '@gbaka/shared';
import { lazyCatalogues } from './lazy-catalogues';
import { rememberLanguage, storedLanguage } from './languages';

i18n.on('languageChanged', (language) => {
  rememberLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

void i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
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
    // Start downloading the catalogues while the entry script runs, not in a timer after it: on a slow phone that
    // timer waited for the whole first script evaluation, and each page's texts came a round trip after its code.
    initAsync: false,
  });

export { i18n };
export { LANGUAGE_NAMES, isLanguage } from './languages';
