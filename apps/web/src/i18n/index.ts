import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES } from '@gbaka/shared';
import { lazyCatalogues } from './lazy-catalogues';
import { FALLBACK_LANGUAGE, rememberLanguage, storedLanguage } from './languages';

i18n.on('languageChanged', (language) => {
  rememberLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

void i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: LANGUAGES,
    load: 'languageOnly',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });

export { i18n };
export { LANGUAGE_NAMES, isLanguage } from './languages';
