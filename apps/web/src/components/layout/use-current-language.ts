import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES } from '@/i18n';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';

/** The current language's own name; French when the language is not one of ours (SPEC §2). */
export function useCurrentLanguage() {
  const { i18n } = useTranslation();
  const { isAuthenticated } = useSession();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'fr';
  return {
    language,
    name: LANGUAGE_NAMES[language],
    change: (next: string) => {
      void i18n.changeLanguage(next);
      // The account keeps the language, so that mails and SMS sent later (reminders, cancellations) use it (issue 16).
      // A failure costs nothing here: the next sign-in records the language too.
      if (isAuthenticated) api.put('/users/profile', { language: next }).catch(() => undefined);
    },
  };
}
