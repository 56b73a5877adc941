import type { BackendModule, ReadCallback } from 'i18next';
import type { Language } from '@gbaka/shared';
import { isLanguage } from './languages';

type Resources = Record<string, unknown>;

// One file per language and namespace: locales/<language>/<namespace>.json. Adding a namespace is adding three files.
const catalogues = import.meta.glob<{ default: Resources }>('./locales/*/*.json');

// The shared schemas' error messages ship with @gbaka/shared, one module per language (the package exports each):
// importing them one by one (rather than `messages` from the package, which holds all three) downloads a third as
// much.
const sharedMessages: Record<Language, () => Promise<Resources>> = {
  fr: () => import('@gbaka/shared/messages/fr').then((module) => module.fr),
  en: () => import('@gbaka/shared/messages/en').then((module) => module.en),
  es: () => import('@gbaka/shared/messages/es').then((module) => module.es),
};

function loader(language: string, namespace: string): (() => Promise<Resources>) | undefined {
  if (namespace === 'messages') return isLanguage(language) ? sharedMessages[language] : undefined;
  const load = catalogues[`./locales/${language}/${namespace}.json`];
  return load && (() => load().then((module) => module.default));
}

/** An i18next backend that loads each catalogue as its own small chunk, only when a page needs it. */
export const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loader(language, namespace);
    if (!load) {
      callback(new Error(`No catalogue ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: Error) => callback(error, true),
    );
  },
};
