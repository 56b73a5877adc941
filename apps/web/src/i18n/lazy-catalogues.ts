import type { BackendModule, ReadCallback } from 'i18next';
import { isLanguage } from './languages';

type Resources = Record<string, unknown>;

// One file per language and namespace: locales/<language>/<namespace>.json. Adding a namespace is adding three files.
const catalogues = import.meta.glob<{ default: Resources }>('./locales/*/*.json');

// The shared schemas' error messages ship with @gbaka/shared, one module per language: importing them one by one
// (rather than `messages` from the package, which holds all three) downloads a third as much.
const sharedMessages = import.meta.glob<Record<string, Resources>>(
  '../../../../packages/shared/src/messages/{fr,en,es}.ts',
);

function loader(language: string, namespace: string): (() => Promise<Resources>) | undefined {
  if (namespace === 'validation') {
    const load = isLanguage(language)
      ? sharedMessages[`../../../../packages/shared/src/messages/${language}.ts`]
      : undefined;
    return load && (() => load().then((module) => module[language]!));
  }
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
