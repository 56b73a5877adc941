import { messages } from '@gbaka/shared';
import { i18n } from '@/i18n';
import { addFormatters } from '@/i18n/formatters';

// Every French catalogue at once: a test reads the texts a French visitor sees, with nothing to wait for.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/locales/fr/*.json', {
  eager: true,
});
const namespaces = Object.fromEntries(
  Object.entries(catalogues).map(([path, module]) => [
    path.slice(path.lastIndexOf('/') + 1, -'.json'.length),
    module.default,
  ]),
);

/** The app's own i18next instance (the API client reads its language), started in French from memory. */
export function startTestI18n(): void {
  if (i18n.isInitialized) return;
  void i18n.init({
    lng: 'fr',
    fallbackLng: false,
    resources: { fr: { ...namespaces, messages: messages.fr } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    initAsync: false,
  });
  addFormatters(i18n);
}
