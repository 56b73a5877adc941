import type { MessageKey } from '@gbaka/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The shared schemas report errors as keys of the "messages" namespace ("phoneInvalid"); the API sends text that is
 * already translated. This turns either into text to show, leaving other text untouched. Whether a text is a key is
 * asked of the loaded catalogue, not of the shared package's isMessageKey, which would bundle the French catalogue
 * (the API's mails and documents included) into every page with a form.
 */
export function useErrorText() {
  const { t, i18n } = useTranslation('messages');
  return useCallback(
    (error?: { message?: string }) => {
      const message = error?.message;
      if (!message) return undefined;
      const isMessageKey = (key: string): key is MessageKey => i18n.exists(key, { ns: 'messages' });
      return isMessageKey(message) ? t(message) : message;
    },
    [t, i18n],
  );
}
