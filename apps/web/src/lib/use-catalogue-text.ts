import { catalogueWordKey, type MessageKey } from '@gbaka/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Station services and amenities arrive as keys of the shared catalogue ("serviceLuggageIncluded") or as an
 * operator's own words ("tv", "Classique", "Voyage de nuit"); trip amenities as short codes ("ac", "climatisation").
 * Words the shared catalogue knows (catalogueWordKey) are translated. This shows each in the
 * page's language: the shared catalogue is the "messages" namespace (one language downloaded, not three as
 * with `translate`), which the page must preload; other text is shown as typed.
 */
export function useCatalogueText() {
  const { t, i18n } = useTranslation('messages');
  return useCallback(
    (value: string) => {
      // Asked of the loaded catalogue rather than with the shared package's isMessageKey, which would bundle the
      // French catalogue into every page that shows a station.
      const isMessageKey = (key: string): key is MessageKey => i18n.exists(key, { ns: 'messages' });
      const key = catalogueWordKey(value) ?? value;
      return isMessageKey(key) ? t(key) : value;
    },
    [t, i18n],
  );
}
