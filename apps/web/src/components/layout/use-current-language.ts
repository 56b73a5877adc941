import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES } from '@/i18n';

/** The current language's own name; French when the language is not one of ours (SPEC §2). */
export function useCurrentLanguage() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'fr';
  return {
    language,
    name: LANGUAGE_NAMES[language],
    change: (next: string) => void i18n.changeLanguage(next),
  };
}
