import { isMessageKey } from '@gbaka/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The shared schemas report errors as keys of the "messages" namespace ("phoneInvalid"); the API sends text that is
 * already translated. This turns either into text to show, leaving other text untouched.
 */
export function useErrorText() {
  const { t } = useTranslation('messages');
  return useCallback(
    (error?: { message?: string }) => {
      const message = error?.message;
      if (!message) return undefined;
      return isMessageKey(message) ? t(message) : message;
    },
    [t],
  );
}
